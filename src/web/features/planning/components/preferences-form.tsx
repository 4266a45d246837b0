import type { Preferences } from '../../../../domain/preferences';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { AdvancedOptions } from './advanced-options';
import { BasicOptions } from './basic-options';
import { GenerateButton } from './generate-button';
import { usePreferencesForm } from './use-preferences-form';

type PreferencesFormProps = { initial: Preferences; submitting: boolean; onSubmit: (preferences: Preferences) => void };

/** The planner's form (spec §2): two tabs of preferences and 'Generate meal options'. */
export function PreferencesForm({ initial, submitting, onSubmit }: PreferencesFormProps) {
  const { values, change, select, submit, complete, ownRecipes } = usePreferencesForm(initial, onSubmit);
  const fields = { values, change, select };
  return (
    <form onSubmit={submit} className="space-y-6" aria-label="Meal preferences">
      <Tabs defaultValue="basic">
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="basic">Basic options</TabsTrigger>
          <TabsTrigger value="advanced">Advanced options</TabsTrigger>
        </TabsList>
        <TabsContent value="basic" forceMount className="data-[state=inactive]:hidden">
          <BasicOptions {...fields} ownRecipes={ownRecipes} />
        </TabsContent>
        <TabsContent value="advanced" forceMount className="space-y-6 data-[state=inactive]:hidden">
          <AdvancedOptions {...fields} />
        </TabsContent>
      </Tabs>
      <GenerateButton complete={complete} submitting={submitting} />
    </form>
  );
}
