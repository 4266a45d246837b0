import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge';

export function StatRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-1.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right font-medium">{children}</dd>
    </div>
  );
}

export function ConnectionBadge({ connected }: { connected: boolean | undefined }) {
  if (connected === undefined) return <Badge variant="secondary">Checking...</Badge>;
  return connected ? (
    <Badge variant="success" className="bg-success/10">
      Connected
    </Badge>
  ) : (
    <Badge variant="outline" className="border-transparent bg-destructive/10 text-destructive">
      Disconnected
    </Badge>
  );
}
