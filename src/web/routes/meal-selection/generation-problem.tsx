import { AlertCircle, KeyRound } from 'lucide-react';
import { Link } from '../../lib/router/router';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { OWN_KEY_ANCHOR } from '../../features/api-config/own-key-anchor';
import type { GenerationError } from '../../features/generation/use-generation';

const TIPS: Record<string, string> = {
  authentication: 'The AI key was refused. Check the key in API settings, or remove it to use the built-in recipe catalog.',
  rate_limit: 'The AI service is limiting requests. Wait a few minutes, then try again.',
  timeout: 'The AI service took too long to answer. Try again, perhaps with fewer meals.',
};

/** The error alert and the 'No meals were generated' state, with the tips and links for each cause. */
export function GenerationProblem({ error, onRetry }: { error: GenerationError | undefined; onRetry: () => void }) {
  return (
    <div className="space-y-4">
      {error && (
        <Alert variant="destructive">
          <AlertCircle aria-hidden />
          <AlertTitle>Error generating meals</AlertTitle>
          <AlertDescription className="space-y-3">
            <p>{error.message}</p>
            <Button size="sm" variant="outline" onClick={onRetry}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      )}
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
        <h2 className="text-lg font-semibold">No meals were generated</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          {(error && TIPS[error.type]) ??
            'Something went wrong while making your meals. Please try again later; if it keeps happening, check the API settings.'}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={`/api-settings#${OWN_KEY_ANCHOR}`}>
              <KeyRound aria-hidden />
              Configure API Key
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/api-settings">Go to API Settings</Link>
          </Button>
          {error?.type === 'authentication' && (
            <Button asChild variant="ghost" size="sm">
              <Link to="/settings">Return to Settings</Link>
            </Button>
          )}
          <Button asChild size="sm">
            <Link to="/planner">Go to Meal Planner</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
