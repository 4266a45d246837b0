import { FlaskConical, Loader2, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import type { ImageTest } from '../use-image-test';
import { CollapsibleSection, JsonBlock } from './collapsible-section';
import { TestImagePreview } from './test-image-preview';

export function ResultBadge({ success }: { success: boolean }) {
  return success ? (
    <Badge variant="success" className="bg-success/10">
      Success
    </Badge>
  ) : (
    <Badge variant="outline" className="border-transparent bg-destructive/10 text-destructive">
      Failed
    </Badge>
  );
}

export function TestTab({ imageTest }: { imageTest: ImageTest }) {
  const { result, running, run, clear } = imageTest;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Image generation test</CardTitle>
        <CardDescription>Asks the image model for one picture, to show whether meal pictures can be generated.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button onClick={() => void run()} disabled={running}>
            {running ? <Loader2 aria-hidden className="animate-spin" /> : <FlaskConical aria-hidden />}
            {running ? 'Testing...' : 'Run Image Test'}
          </Button>
          <Button variant="outline" onClick={clear} disabled={running || !result}>
            <Trash2 aria-hidden />
            Clear Results
          </Button>
        </div>
        <div aria-live="polite" className="space-y-4">
          {running && (
            <p role="status" className="text-sm text-muted-foreground">
              Generating a test image. This can take up to a minute...
            </p>
          )}
          {!running && !result && (
            <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
              No test results yet. Run the image test to check that meal pictures can be generated.
            </p>
          )}
          {result && (
            <section aria-label="Test result" className="space-y-4">
              <div className="flex flex-wrap items-center gap-2">
                <h4 className="font-semibold">Test result</h4>
                <ResultBadge success={result.success} />
              </div>
              {result.message && <p className="text-sm">{result.message}</p>}
              {result.error && (
                <CollapsibleSection title="Error Details">
                  <div className="space-y-2 text-sm">
                    <p className="break-words text-destructive">{result.error}</p>
                    {Object.keys(result.details).length > 0 && <JsonBlock label="Error details" value={result.details} />}
                  </div>
                </CollapsibleSection>
              )}
              {result.imageUrl && <TestImagePreview key={result.imageUrl} src={result.imageUrl} />}
              <CollapsibleSection title="Raw Response">
                <JsonBlock label="Raw response" value={result} />
              </CollapsibleSection>
            </section>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
