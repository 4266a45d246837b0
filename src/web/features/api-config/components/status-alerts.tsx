import { AlertCircle, BookOpen, CheckCircle2, KeyRound, ShieldAlert, UserRound } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { isCheckFailure, type ConfigCheckResult } from '../api/check-config';
import { GenerationUsage } from './generation-usage';

/** Spec shell §8: the fallback texts when the server sends no message. */
export const STATUS_TEXTS = {
  configured: 'The server has a valid OpenAI API key configured.',
  invalid: 'The OpenAI API key is invalid or in the wrong format.',
  missing: 'The server API key is not configured correctly. Please contact an administrator.',
  catalog: 'No AI key is configured, so Larder suggests meals from its built-in recipe catalog. Everything works without one.',
} as const;

/** The connection-error alert: the check itself could not be made. */
export function ConnectionErrorAlert({ message }: { message: string }) {
  return (
    <Alert variant="destructive">
      <AlertCircle aria-hidden />
      <AlertTitle>Unable to verify API key configuration</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
      </AlertDescription>
    </Alert>
  );
}

/** One of the spec's three key states, plus (docs/design.md §6.9) the meal source actually in use. */
export function StatusAlerts({ result }: { result: ConfigCheckResult }) {
  if (isCheckFailure(result)) return <ConnectionErrorAlert message={result.message} />;
  return (
    <div className="space-y-3">
      {result.hasServerKey && result.serverConfigured && (
        <Alert variant="success">
          <CheckCircle2 aria-hidden />
          <AlertTitle>API key configured</AlertTitle>
          <AlertDescription className="space-y-1">
            <p>{result.message || STATUS_TEXTS.configured}</p>
            <p>You don't need to provide an API key of your own.</p>
          </AlertDescription>
        </Alert>
      )}
      {result.hasServerKey && !result.serverConfigured && (
        <Alert variant="destructive">
          <ShieldAlert aria-hidden />
          <AlertTitle>API key not configured properly</AlertTitle>
          <AlertDescription className="space-y-1">
            <p>{result.message || STATUS_TEXTS.invalid}</p>
            <p>API keys should start with 'sk-'. Please contact an administrator.</p>
          </AlertDescription>
        </Alert>
      )}
      {!result.hasServerKey && (
        <Alert variant="warning">
          <KeyRound aria-hidden />
          <AlertTitle>API key not configured</AlertTitle>
          <AlertDescription>
            <p>{result.message || STATUS_TEXTS.missing}</p>
          </AlertDescription>
        </Alert>
      )}
      {result.provider === 'catalog' && (
        <Alert>
          <BookOpen aria-hidden className="text-primary" />
          <AlertTitle>Using the built-in recipe catalog</AlertTitle>
          <AlertDescription>
            <p>{result.providerMessage || STATUS_TEXTS.catalog}</p>
          </AlertDescription>
        </Alert>
      )}
      {result.userKeyPresent && (
        <Alert>
          <UserRound aria-hidden className="text-primary" />
          <AlertTitle>Your own API key is saved in this browser</AlertTitle>
          <AlertDescription>
            <p>It is sent with meal generation requests only, so AI generation counts as configured.</p>
          </AlertDescription>
        </Alert>
      )}
      {result.provider === 'openai' && result.providerMessage && <p className="text-sm text-muted-foreground">{result.providerMessage}</p>}
      {result.provider === 'openai' && result.generation && <GenerationUsage status={result.generation} />}
    </div>
  );
}
