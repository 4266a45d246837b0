import { AlertCircle, Loader2, Wifi } from 'lucide-react';
import { useState } from 'react';
import { showError, showSuccess } from '../../../lib/toasts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { CONFIG_CHECK_PATH } from '../api/check-config';
import { networkTestPassed, runNetworkTest, type NetworkTestResult } from '../api/network-test';
import { CollapsibleSection, JsonBlock } from './collapsible-section';
import { ResultBadge } from './test-tab';

type NetworkState = { status: 'idle' } | { status: 'loading' } | { status: 'done'; result: NetworkTestResult };

function NetworkResult({ result }: { result: NetworkTestResult }) {
  if (result.statusCode === undefined) {
    return (
      <Alert variant="destructive">
        <AlertCircle aria-hidden />
        <AlertTitle>{result.error ?? 'Network request failed'}</AlertTitle>
        <AlertDescription>{result.details && <p className="break-words">{result.details}</p>}</AlertDescription>
      </Alert>
    );
  }
  return (
    <section aria-label="Network test result" className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="font-semibold">Status code</h4>
        <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm">{result.statusCode}</code>
        <ResultBadge success={networkTestPassed(result)} />
      </div>
      <CollapsibleSection title="Response headers">
        <JsonBlock label="Response headers" value={result.headers ?? {}} />
      </CollapsibleSection>
      {result.parseError === undefined ? (
        <CollapsibleSection title="Response body" defaultOpen>
          <JsonBlock label="Response body" value={result.body} />
        </CollapsibleSection>
      ) : (
        <>
          <Alert variant="warning">
            <AlertCircle aria-hidden />
            <AlertTitle>The response body is not JSON</AlertTitle>
            <AlertDescription>
              <p className="break-words">{result.parseError}</p>
            </AlertDescription>
          </Alert>
          <CollapsibleSection title="Raw response text" defaultOpen>
            <JsonBlock label="Raw response text" value={result.rawText ?? ''} />
          </CollapsibleSection>
        </>
      )}
    </section>
  );
}

export function NetworkTab() {
  const [state, setState] = useState<NetworkState>({ status: 'idle' });

  const run = async () => {
    setState({ status: 'loading' });
    const result = await runNetworkTest();
    setState({ status: 'done', result });
    if (result.statusCode === undefined) showError('Network Test Failed', result.details ?? result.error);
    else if (networkTestPassed(result)) showSuccess('Network Test Complete', `Status: ${result.statusCode}`);
    else showError('Network Test Complete', `Status: ${result.statusCode}`);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Network test</CardTitle>
        <CardDescription>
          Makes a direct request to <code className="font-mono text-xs">{CONFIG_CHECK_PATH}</code> and shows exactly what came back.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <Button onClick={() => void run()} disabled={state.status === 'loading'}>
          {state.status === 'loading' ? <Loader2 aria-hidden className="animate-spin" /> : <Wifi aria-hidden />}
          {state.status === 'loading' ? 'Testing...' : 'Run Network Test'}
        </Button>
        <div aria-live="polite">
          {state.status === 'idle' && <p className="text-sm text-muted-foreground">No network test has been run yet.</p>}
          {state.status === 'loading' && (
            <p role="status" className="text-sm text-muted-foreground">
              Contacting the configuration endpoint...
            </p>
          )}
          {state.status === 'done' && <NetworkResult result={state.result} />}
        </div>
      </CardContent>
    </Card>
  );
}
