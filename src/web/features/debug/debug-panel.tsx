import { Bug, ChevronDown, Database, ImageIcon, Wrench } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { DatabaseTab } from './database-tab';
import { ImagesTab } from './images-tab';
import { ToolsTab } from './tools-tab';

/** Shown or hidden; hiding or showing swaps the button pressed for another, and focus follows it. */
function useDebugPanel() {
  const [open, setOpen] = useState(true);
  const toggle = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);
  useEffect(() => {
    if (toggled.current) toggle.current?.focus();
  }, [open]);
  const setShown = (shown: boolean) => {
    toggled.current = true;
    setOpen(shown);
  };
  return { open, toggle, setShown };
}

/** Spec shell §2 'Debug panel': database, image-cache and tool tabs, bottom right. */
export default function DebugPanel() {
  const { open, toggle, setShown } = useDebugPanel();
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
