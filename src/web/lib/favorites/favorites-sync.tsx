import { useQueryClient } from '../query';
import { useEffect } from 'react';
import { useSession } from '../session';
import { FAVORITES_QUERY_KEY, addFavorite, removeFavorite } from './favorites-api';
import { dropPendingFavorite, readPendingFavorites } from './favorites-cache';

/** Sends favourites changed while offline, at start and whenever the browser is back online. */
export function FavoritesSync() {
  const { user } = useSession();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!user) return;
    let running = false;
    const flush = async () => {
      if (running) return;
      running = true;
      let sent = 0;
      try {
        for (const entry of readPendingFavorites(user.id)) {
          if (entry.action === 'add' && entry.meal) await addFavorite(entry.meal);
          else if (entry.action === 'remove') await removeFavorite(entry.mealId);
          dropPendingFavorite(entry);
          sent += 1;
        }
      } catch {
        // Still unreachable: the entries stay queued for the next try.
      } finally {
        running = false;
        if (sent > 0) void queryClient.invalidateQueries({ queryKey: FAVORITES_QUERY_KEY });
      }
    };
    const flushWhenOnline = () => void flush();
    flushWhenOnline();
    window.addEventListener('online', flushWhenOnline);
    return () => window.removeEventListener('online', flushWhenOnline);
  }, [user, queryClient]);

  return null;
}
