import { Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useFailedImageCount } from '../../lib/failed-images';
import { clearImageCache, countCachedImages } from './browser-storage';
import { StatRow } from './stat-row';

/** The pictures kept for offline use, counted on opening and after each clear. */
function useImageCache() {
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
  return { cached, note, clear: () => void clear() };
}

/** The debug panel's 'Images' tab. */
export function ImagesTab() {
  const { cached, note, clear } = useImageCache();
  return (
    <div className="space-y-3">
      <dl className="divide-y text-sm">
        <StatRow label="Cached images">{cached === 'counting' ? '...' : cached === undefined ? 'No offline cache' : cached}</StatRow>
        <StatRow label="Failed images">{useFailedImageCount()}</StatRow>
      </dl>
      <p className="text-xs text-muted-foreground">
        Meal pictures kept for offline use. A picture that cannot be made shows the meal's illustration.
      </p>
      <Button size="sm" variant="outline" onClick={clear}>
        <Trash2 aria-hidden />
        Clear Image Cache
      </Button>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {note}
      </p>
    </div>
  );
}
