import { Eraser, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { useKitchenStore } from '../../lib/kitchen/kitchen-context';

/** The debug panel's 'Tools' tab: a hard refresh, and forgetting what this browser keeps. */
export function ToolsTab() {
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
