import { Loader2, RefreshCw, Wrench } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ConnectionBadge, StatRow } from './stat-row';
import { useDatabaseTab } from './use-database-tab';

/** The debug panel's 'Database' tab: connection, session, favourites and their repair. */
export function DatabaseTab() {
  const tab = useDatabaseTab();
  return (
    <div className="space-y-3">
      <dl className="divide-y text-sm">
        <StatRow label="Connection">
          <ConnectionBadge connected={tab.connected} />
        </StatRow>
        <StatRow label="Authentication">{tab.authentication}</StatRow>
        <StatRow label="Favorites">{tab.favorites}</StatRow>
        <StatRow label="Last error">
          <span className={tab.lastError ? 'break-words text-destructive' : 'text-muted-foreground'}>{tab.lastError ?? 'None'}</span>
        </StatRow>
      </dl>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={tab.repair} disabled={!tab.canRepair}>
          {tab.repairing ? <Loader2 aria-hidden className="animate-spin" /> : <Wrench aria-hidden />}
          Repair Favorites
        </Button>
        <Button size="sm" variant="ghost" onClick={tab.refreshHealth} aria-label="Refresh connection status">
          <RefreshCw aria-hidden />
        </Button>
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {tab.note}
      </p>
    </div>
  );
}
