import { useState } from 'react';
import { useQueryClient } from '../../lib/query';
import { useSession } from '../../lib/session';
import { favoritesCountQueryKey, repairCachedFavorites, useFavoritesCount } from './api/favorites-count';
import { useHealth } from './api/get-health';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The database tab's figures (connection, session, favourites, the last error) and its repair. */
export function useDatabaseTab() {
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

  return {
    connected,
    authentication: isLoading ? 'Checking...' : user ? 'Authenticated' : 'Not authenticated',
    favorites: !user ? '—' : count.isPending ? '...' : count.isSuccess ? count.data : '—',
    lastError,
    canRepair: Boolean(user) && !repairing,
    repairing,
    note: !user && !isLoading ? 'Sign in to repair favorites.' : repairNote,
    repair: () => void repair(),
    refreshHealth: () => void queryClient.invalidateQueries({ queryKey: ['health'] }),
  };
}
