import { FlaskConical, Loader2, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { isCheckFailure, type ConfigCheckResult } from '../api/check-config';
import type { ImageTest } from '../use-image-test';
import { CollapsibleSection, JsonBlock } from './collapsible-section';
import { ConnectionErrorAlert } from './status-alerts';
import { CheckingSpinner } from './status-tab';
import { ResultBadge } from './test-tab';

function YesNo({ value }: { value: boolean | undefined }) {
  if (value === undefined) return <span className="text-muted-foreground">Unknown</span>;
  return (
    <Badge variant={value ? 'success' : 'secondary'} className={value ? 'bg-success/10' : undefined}>
      {value ? 'Yes' : 'No'}
    </Badge>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-right text-sm font-medium">{children}</dd>
    </div>
  );
}

function formatTimestamp(timestamp: string | undefined): string {
  if (!timestamp) return '—';
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : date.toLocaleString();
}

function DiagnosticsList({ result }: { result: ConfigCheckResult }) {
  const failed = isCheckFailure(result);
  const diagnostics = failed ? undefined : result.diagnostics;
  const keyPresent = failed ? false : (result.keyPresent ?? result.hasServerKey);
  const keyFormatValid = failed ? undefined : (result.keyFormatValid ?? (result.hasServerKey ? result.serverConfigured : undefined));
  return (
    <section aria-label="Configuration diagnostics">
      <dl className="divide-y">
        <Row label="API key available">
          <YesNo value={keyPresent} />
        </Row>
        <Row label="Key format valid">
          <YesNo value={keyFormatValid} />
        </Row>
        <Row label="Key length">{diagnostics ? diagnostics.keyLength : '—'}</Row>
        <Row label="Key format">
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{diagnostics?.keyFormat ?? '—'}</code>
        </Row>
        <Row label="Potentially modified">
          <YesNo value={diagnostics?.potentiallyModified} />
        </Row>
        <Row label="Timestamp">{formatTimestamp(diagnostics?.timestamp)}</Row>
        <Row label="API status">
          {result.isConfigured ? (
            <Badge variant="success" className="bg-success/10">
              Ready
            </Badge>
          ) : (
            <Badge variant="warning">Not Configured</Badge>
          )}
        </Row>
      </dl>
    </section>
  );
}

type DiagnosticsTabProps = {
  result: ConfigCheckResult | undefined;
  checking: boolean;
  onRefresh: () => void;
  imageTest: ImageTest;
};

export function DiagnosticsTab({ result, checking, onRefresh, imageTest }: DiagnosticsTabProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Diagnostics</CardTitle>
        <CardDescription>
          What the server reports about its AI key. The key itself is never shown, only its length and shape.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {checking || !result ? (
          <CheckingSpinner />
        ) : (
          <>
            {isCheckFailure(result) && <ConnectionErrorAlert message={result.message} />}
            <DiagnosticsList result={result} />
            <CollapsibleSection title="Raw check response">
              <JsonBlock label="Raw check response" value={result} />
            </CollapsibleSection>
          </>
        )}
        <section aria-label="Latest test result" className="space-y-2 rounded-lg border p-3">
          <div className="flex flex-wrap items-center gap-2">
            <h4 className="text-sm font-semibold">Latest test result</h4>
            {imageTest.result && <ResultBadge success={imageTest.result.success} />}
          </div>
          {imageTest.result ? (
            <>
              <p className="text-sm">{imageTest.result.message || imageTest.result.error}</p>
              <CollapsibleSection title="Test response">
                <JsonBlock label="Latest test response" value={imageTest.result} />
              </CollapsibleSection>
            </>
          ) : (
            <p className="text-sm text-muted-foreground">
              {imageTest.running ? 'The image test is running...' : 'No image test has been run yet.'}
            </p>
          )}
        </section>
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <Button onClick={onRefresh} disabled={checking}>
          <RefreshCw aria-hidden className={checking ? 'animate-spin' : undefined} />
          Refresh Diagnostics
        </Button>
        <Button variant="outline" onClick={() => void imageTest.run()} disabled={imageTest.running}>
          {imageTest.running ? <Loader2 aria-hidden className="animate-spin" /> : <FlaskConical aria-hidden />}
          Run API Test
        </Button>
      </CardFooter>
    </Card>
  );
}
