import { useQueryClient } from '../../lib/query';
import { Activity, Eye, EyeOff, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useSession } from '../../lib/session';
import { readCachedFavorites } from '../../lib/favorites/favorites-cache';
import { favoritesCountQueryKey, useFavoritesCount } from './api/favorites-count';
import { HEALTH_QUERY_KEY, useHealth } from './api/get-health';
import { localStorageAvailable } from './browser-storage';
import { ConnectionBadge, StatRow } from './stat-row';

function readLocal() {
  return { storage: localStorageAvailable() };
}

function DiagnosticsDetails() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const health = useHealth();
  const count = useFavoritesCount(user?.id);
  const [local, setLocal] = useState(readLocal);
  const connected = health.isPending || health.isFetching ? undefined : health.isSuccess && health.data.connected;

  const refresh = () => {
    setLocal(readLocal());
    void queryClient.invalidateQueries({ queryKey: HEALTH_QUERY_KEY });
    if (user) void queryClient.invalidateQueries({ queryKey: favoritesCountQueryKey(user.id) });
  };

  // Favourites belong to an account: a visitor has none here, and a cook's cache counts only when the account cannot be asked.
  const favorites = !user
    ? 'None: sign in to keep favorites'
    : count.isSuccess
      ? `${count.data} on your account`
      : count.isError
        ? `${Object.keys(readCachedFavorites(user.id)).length} in this browser`
        : '...';

  return (
    <CardContent className="space-y-3">
      <dl className="divide-y text-sm">
        <StatRow label="Connection status">
          <ConnectionBadge connected={connected} />
        </StatRow>
        <StatRow label="Local storage">
          {local.storage ? (
            <Badge variant="success" className="bg-success/10">
              Available
            </Badge>
          ) : (
            <Badge variant="warning">Unavailable</Badge>
          )}
        </StatRow>
        <StatRow label="Favorites">{favorites}</StatRow>
      </dl>
      <Button size="sm" variant="outline" onClick={refresh}>
        <RefreshCw aria-hidden />
        Refresh
      </Button>
    </CardContent>
  );
}

/** Spec shell §2: a diagnostics panel (connection, local storage, favourites) that can be shown or hidden. */
export function DiagnosticsPanel() {
  const [shown, setShown] = useState(false);
  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <Activity className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <div className="space-y-1.5">
            <CardTitle className="text-base">App diagnostics</CardTitle>
            <CardDescription>Connection to the server, this browser's storage and your favorites.</CardDescription>
          </div>
        </div>
        <Button
          size="sm"
          variant="outline"
          className="self-start sm:self-center"
          onClick={() => setShown((value) => !value)}
          aria-expanded={shown}
        >
          {shown ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
          {shown ? 'Hide Diagnostics' : 'Show Diagnostics'}
        </Button>
      </CardHeader>
      {shown && <DiagnosticsDetails />}
    </Card>
  );
}
