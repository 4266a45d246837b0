import { ArrowLeft, ImageIcon, Loader2, RefreshCw } from 'lucide-react';
import { Link } from '../../../lib/router/router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import type { ConfigCheckResult } from '../api/check-config';
import { StatusAlerts } from './status-alerts';

/** The checking spinner, shared by the tabs that wait for the configuration check. */
export function CheckingSpinner() {
  return (
    <div role="status" className="flex items-center gap-2 py-2 text-sm text-muted-foreground">
      <Loader2 className="size-4 animate-spin" aria-hidden />
      Checking API configuration...
    </div>
  );
}

type StatusTabProps = {
  result: ConfigCheckResult | undefined;
  checking: boolean;
  onCheck: () => void;
  onTestImage: () => void;
};

export function StatusTab({ result, checking, onCheck, onTestImage }: StatusTabProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>API status</CardTitle>
        <CardDescription>Whether the server holds an AI key, and where Larder's meal suggestions come from.</CardDescription>
      </CardHeader>
      <CardContent>{checking || !result ? <CheckingSpinner /> : <StatusAlerts result={result} />}</CardContent>
      <CardFooter className="flex-col items-stretch gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <Button onClick={onCheck} disabled={checking}>
          <RefreshCw aria-hidden className={checking ? 'animate-spin' : undefined} />
          Check API Configuration
        </Button>
        <Button variant="outline" onClick={onTestImage}>
          <ImageIcon aria-hidden />
          Test Image Generation
        </Button>
        <Button asChild variant="ghost">
          <Link to="/settings">
            <ArrowLeft aria-hidden />
            Return to Settings
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
