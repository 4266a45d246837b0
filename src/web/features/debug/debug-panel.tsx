import { useQueryClient } from '../../lib/query';
import { Bug, ChevronDown, Database, Eraser, ImageIcon, Loader2, RefreshCw, Trash2, Wrench } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useKitchenStore } from '../../lib/kitchen/kitchen-context';
import { useSession } from '../../lib/session';
import { favoritesCountQueryKey, repairCachedFavorites, useFavoritesCount } from './api/favorites-count';
import { useHealth } from './api/get-health';
import { clearImageCache, countCachedImages } from './browser-storage';
import { useFailedImageCount } from '../../lib/failed-images';
import { ConnectionBadge, StatRow } from './stat-row';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function DatabaseTab() {
  const queryClient = useQueryClient();
  const { user, isLoading } = useSession();
  const health = useHealth();
  const count = useFavoritesCount(user?.id);
  const [repairing, setRepairing] = useState(false);
  const [repairNote, setRepairNote] = useState('');
  const [repairError, setRepairError] = useState<string | null>(null);

  const lastError = repairError ?? (health.error ? errorText(health.error) : count.error ? errorText(count.error) : null);
  const connected = health.isPending ? undefined : health.isSuccess && health.data.connected;

  const repair = async () => {
    if (!user) return;
    setRepairing(true);
    setRepairNote('');
    try {
      const { inserted, count: total } = await repairCachedFavorites(user.id);
      setRepairError(null);
      setRepairNote(inserted === 1 ? 'Added 1 missing favorite.' : `Added ${inserted} missing favorites.`);
      if (total !== null) queryClient.setQueryData(favoritesCountQueryKey(user?.id), total);
      await queryClient.invalidateQueries({ queryKey: favoritesCountQueryKey(user?.id) });
    } catch (error) {
      // Spec shell §8: repair failures are only logged; the panel shows the last error.
      console.warn('Error repairing favorites', error);
      setRepairError(errorText(error));
    } finally {
      setRepairing(false);
    }
  };

  return (
    <div className="space-y-3">
      <dl className="divide-y text-sm">
        <StatRow label="Connection">
          <ConnectionBadge connected={connected} />
        </StatRow>
        <StatRow label="Authentication">{isLoading ? 'Checking...' : user ? 'Authenticated' : 'Not authenticated'}</StatRow>
        <StatRow label="Favorites">{!user ? '—' : count.isPending ? '...' : count.isSuccess ? count.data : '—'}</StatRow>
        <StatRow label="Last error">
          <span className={lastError ? 'break-words text-destructive' : 'text-muted-foreground'}>{lastError ?? 'None'}</span>
        </StatRow>
      </dl>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={() => void repair()} disabled={!user || repairing}>
          {repairing ? <Loader2 aria-hidden className="animate-spin" /> : <Wrench aria-hidden />}
          Repair Favorites
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => void queryClient.invalidateQueries({ queryKey: ['health'] })}
          aria-label="Refresh connection status"
        >
          <RefreshCw aria-hidden />
        </Button>
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {!user && !isLoading ? 'Sign in to repair favorites.' : repairNote}
      </p>
    </div>
  );
}

function ImagesTab() {
  const [cached, setCached] = useState<number | undefined | 'counting'>('counting');
  const [note, setNote] = useState('');
  const recount = useCallback(() => {
    countCachedImages().then(setCached, () => setCached(undefined));
  }, []);
  useEffect(recount, [recount]);
  const clear = async () => {
    try {
      const removed = await clearImageCache();
      setNote(removed === 1 ? 'Removed 1 cached image.' : `Removed ${removed} cached images.`);
    } catch (error) {
      // Spec shell §8: logged only.
      console.warn('Error clearing image cache', error);
    }
    recount();
  };
  return (
    <div className="space-y-3">
      <dl className="divide-y text-sm">
        <StatRow label="Cached images">{cached === 'counting' ? '...' : cached === undefined ? 'No offline cache' : cached}</StatRow>
        <StatRow label="Failed images">{useFailedImageCount()}</StatRow>
      </dl>
      <p className="text-xs text-muted-foreground">
        Meal pictures kept for offline use. A picture that cannot be made shows the meal's illustration.
      </p>
      <Button size="sm" variant="outline" onClick={() => void clear()}>
        <Trash2 aria-hidden />
        Clear Image Cache
      </Button>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {note}
      </p>
    </div>
  );
}

function ToolsTab() {
  const store = useKitchenStore();
  const [note, setNote] = useState('');
  const clearStorage = () => {
    try {
      localStorage.clear();
      // The page forgets what it held too, or its next change would write it all back.
      store.reloadFromStorage();
      setNote('Local storage cleared.');
    } catch (error) {
      console.warn('Error clearing local storage', error);
      setNote('Local storage could not be cleared.');
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <Button size="sm" variant="outline" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden />
        Force App Refresh
      </Button>
      <Button size="sm" variant="outline" onClick={clearStorage}>
        <Eraser aria-hidden />
        Clear LocalStorage
      </Button>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {note || 'Clearing local storage forgets the plan, cached favorites, saved preferences and the debug flag kept in this browser.'}
      </p>
    </div>
  );
}

/** Spec shell §2 'Debug panel': database, image-cache and tool tabs, bottom right. */
export default function DebugPanel() {
  const [open, setOpen] = useState(true);
  const toggle = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);
  // Hiding or showing swaps the button pressed for another; focus follows it.
  useEffect(() => {
    if (toggled.current) toggle.current?.focus();
  }, [open]);
  const setShown = (shown: boolean) => {
    toggled.current = true;
    setOpen(shown);
  };
  if (!open) {
    return (
      <Button
        size="sm"
        variant="outline"
        className="no-print fixed right-4 bottom-4 z-40 shadow-lg"
        ref={toggle}
        onClick={() => setShown(true)}
        aria-label="Show debug panel"
      >
        <Bug aria-hidden />
        Debug
      </Button>
    );
  }
  return (
    <section
      aria-label="Debug panel"
      className="no-print fixed right-4 bottom-4 z-40 w-[min(22rem,calc(100vw-2rem))] rounded-xl border bg-card text-card-foreground shadow-xl"
    >
      <div className="flex items-center gap-2 border-b px-3 py-2">
        <Bug className="size-4 text-primary" aria-hidden />
        <h2 className="text-sm font-semibold">Debug panel</h2>
        <Button
          size="icon"
          variant="ghost"
          className="ml-auto size-8"
          ref={toggle}
          onClick={() => setShown(false)}
          aria-label="Hide debug panel"
        >
          <ChevronDown aria-hidden />
        </Button>
      </div>
      <Tabs defaultValue="database" className="p-3">
        <TabsList className="grid h-9 w-full grid-cols-3">
          <TabsTrigger value="database" className="px-2 text-xs">
            <Database className="size-3.5" aria-hidden />
            Database
          </TabsTrigger>
          <TabsTrigger value="images" className="px-2 text-xs">
            <ImageIcon className="size-3.5" aria-hidden />
            Images
          </TabsTrigger>
          <TabsTrigger value="tools" className="px-2 text-xs">
            <Wrench className="size-3.5" aria-hidden />
            Tools
          </TabsTrigger>
        </TabsList>
        <TabsContent value="database" className="mt-3">
          <DatabaseTab />
        </TabsContent>
        <TabsContent value="images" className="mt-3">
          <ImagesTab />
        </TabsContent>
        <TabsContent value="tools" className="mt-3">
          <ToolsTab />
        </TabsContent>
      </Tabs>
    </section>
  );
}
