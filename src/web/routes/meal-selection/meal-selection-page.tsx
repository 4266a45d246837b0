import { useMemo } from 'react';
import { lacksMealCount, preferencesSchema, type Preferences } from '../../../domain/preferences';
import { PageFallback } from '../../components/ui/page-fallback';
import { useKitchen, useKitchenStatus } from '../../lib/kitchen/kitchen-context';
import { CompleteWeekPanel } from './complete-week-panel';
import { GenerationProblem } from './generation-problem';
import { MealDetailsDialog, SavePreferencesDialog, SelectionIncompleteDialog } from './lazy-selection-dialogs';
import { MealOptions } from './meal-options';
import { MissingPreferences } from './missing-preferences';
import { SelectionHeader } from './selection-header';
import { SelectionNotices } from './selection-notices';
import { useMealSelectionScreen } from './use-meal-selection-screen';

export function MealSelectionPage() {
  const { ready } = useKitchenStatus();
  const stored = useKitchen((state) => state.preferences);
  // Checked again only when the store's preferences change (another tab, the planner).
  const preferences = useMemo(() => (stored === null ? null : preferencesSchema.safeParse(stored)), [stored]);
  if (!ready) return <PageFallback />;
  if (preferences === null) return <MissingPreferences status="missing" />;
  if (!preferences.success) return <MissingPreferences status={lacksMealCount(stored) ? 'no-meal-count' : 'invalid'} />;
  return <MealSelection preferences={preferences.data} />;
}

function MealSelection({ preferences }: { preferences: Preferences }) {
  const screen = useMealSelectionScreen(preferences);
  const { required, generation, loading, showMeals, selection, actions } = screen;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-8">
      <SelectionHeader
        required={required}
        mainsSelected={selection.mainsSelected}
        loading={loading}
        regenerating={generation.status === 'regenerating'}
        onRegenerate={actions.regenerate}
        startDate={screen.startDate}
        onStartDateChange={screen.setStartDate}
        onCreatePlan={actions.createPlan}
      />
      <SelectionNotices pantry={screen.pantry} generation={generation} loading={loading} showMeals={showMeals} />

      {showMeals && (
        <CompleteWeekPanel
          required={required}
          selected={selection.mainsSelected}
          pending={screen.completing}
          disabled={loading}
          onComplete={actions.completeMyWeek}
        />
      )}

      {generation.status === 'error' && generation.options.length === 0 ? (
        <GenerationProblem error={generation.error} onRetry={actions.retry} />
      ) : (
        <MealOptions
          options={generation.options}
          selected={selection.selected}
          loading={loading}
          showMeals={showMeals}
          inPantry={screen.inPantry}
          onRegenerate={actions.regenerate}
          onToggle={selection.toggle}
          onViewDetails={screen.setDetails}
        />
      )}

      <MealDetailsDialog meal={screen.details} onOpenChange={(open) => !open && screen.setDetails(undefined)} />
      <SelectionIncompleteDialog
        open={screen.incompleteOpen}
        onOpenChange={screen.setIncompleteOpen}
        selected={selection.mainsSelected}
        required={required}
      />
      <SavePreferencesDialog open={screen.askDefaults} onSkip={actions.skipDefaults} onSave={actions.saveDefaults} />
    </div>
  );
}
