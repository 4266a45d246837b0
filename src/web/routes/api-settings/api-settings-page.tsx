import { Activity, ImageIcon, Stethoscope, Wifi } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { isCheckFailure, useConfigCheck } from '../../features/api-config/api/check-config';
import { DiagnosticsTab } from '../../features/api-config/components/diagnostics-tab';
import { NetworkTab } from '../../features/api-config/components/network-tab';
import { OwnKeyCard } from '../../features/api-config/components/own-key-card';
import { StatusTab } from '../../features/api-config/components/status-tab';
import { TestTab } from '../../features/api-config/components/test-tab';
import { useImageTest } from '../../features/api-config/use-image-test';
import { DiagnosticsPanel } from '../../features/debug/diagnostics-panel';
import { showError } from '../../lib/toasts';

const TABS = [
  { value: 'status', label: 'Status', Icon: Activity },
  { value: 'test', label: 'Test', Icon: ImageIcon },
  { value: 'diagnostics', label: 'Diagnostics', Icon: Stethoscope },
  { value: 'network', label: 'Network', Icon: Wifi },
] as const;

/** Spec shell §2 '/api-settings': how AI generation is configured, and tests of it. */
export function ApiSettingsPage() {
  const check = useConfigCheck();
  const imageTest = useImageTest();
  const [tab, setTab] = useState('status');
  const testTab = useRef<HTMLButtonElement>(null);
  const checking = check.isFetching;
  const { data, dataUpdatedAt } = check;

  // Once per check that could not be made (spec shell §8).
  useEffect(() => {
    if (data && isCheckFailure(data)) showError('Connection error', 'Failed to check API configuration. Please try again.');
  }, [data, dataUpdatedAt]);

  const recheck = () => void check.refetch();
  const testImage = () => {
    setTab('test');
    // The button that was pressed goes with the Status panel; keep keyboard focus on the page.
    requestAnimationFrame(() => testTab.current?.focus());
    void imageTest.run();
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-8">
      <h1 className="text-3xl font-bold tracking-tight">API Configuration</h1>
      <p className="mt-1 text-muted-foreground">Check how Larder's AI meal suggestions and meal pictures are set up.</p>
      <Tabs value={tab} onValueChange={setTab} className="mt-6">
        <TabsList className="grid w-full grid-cols-4 sm:inline-flex sm:w-auto">
          {TABS.map(({ value, label, Icon }) => (
            <TabsTrigger key={value} ref={value === 'test' ? testTab : undefined} value={value} className="px-1.5 sm:px-3">
              <Icon className="hidden size-4 sm:block" aria-hidden />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="status" className="space-y-4">
          <StatusTab result={data} checking={checking} onCheck={recheck} onTestImage={testImage} />
          <OwnKeyCard />
        </TabsContent>
        <TabsContent value="test">
          <TestTab imageTest={imageTest} />
        </TabsContent>
        <TabsContent value="diagnostics" className="space-y-4">
          <DiagnosticsTab result={data} checking={checking} onRefresh={recheck} imageTest={imageTest} />
          <DiagnosticsPanel />
        </TabsContent>
        <TabsContent value="network">
          <NetworkTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
