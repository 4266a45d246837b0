import { ArrowLeft, BookOpen, CalendarPlus, ImageIcon, Info, Leaf, Loader2, LogIn, RefreshCw, Sparkles } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from '../../lib/router/router';
import { isIsoDate } from '../../../domain/dates/iso-date';
import { createWeek, setDefaultPreferences, setSelection } from '../../../domain/kitchen/commands';
import type { KitchenState } from '../../../domain/kitchen/kitchen-state';
import type { Meal } from '../../../domain/meal';
import { usePantryFoodReader } from '../../lib/food-reader';
import { pantryMatcher, usesPantry } from '../../../domain/pantry/match-pantry';
import { lacksMealCount, preferencesChanged, preferencesSchema, type Preferences } from '../../../domain/preferences';
import { INVALID_PREFERENCES_MESSAGE } from '../../../domain/generation';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { PageFallback } from '../../components/ui/page-fallback';
import { MealCard } from '../../components/meal/meal-card';
import { MealCardSkeletons } from '../../components/meal/meal-card-skeletons';
import { rememberRedirectPath } from '../../features/auth/redirect-path';
import { GenerationProgress } from '../../features/generation/components/generation-progress';
import { useGeneration } from '../../features/generation/use-generation';
import { selectedFor, useMealSelection } from '../../features/planning/use-meal-selection';
import { useCompleteWeek } from '../../features/planning/use-complete-week';
import { defaultWeekStart } from '../../lib/dates';
import { countInteraction } from '../../lib/interactions';
import { useKitchen, useKitchenStatus, useKitchenStore } from '../../lib/kitchen/kitchen-context';
import { randomId } from '../../lib/random-id';
import { readStored, writeStored } from '../../lib/storage';
import { showError, showNotice, showSuccess } from '../../lib/toasts';
import { CompleteWeekPanel, SharedFoodNote } from './complete-week-panel';
import { GenerationProblem } from './generation-problem';
import { MealDetailsDialog, SavePreferencesDialog, SelectionIncompleteDialog } from './lazy-selection-dialogs';

/** Spec §9. */
const REDIRECT_TO_PLANNER_MS = 1_500;
const NAVIGATE_TO_PLAN_MS = 300;
const REVEAL_MEALS_AFTER_MS = 2_000;
const SKELETON_CARDS = 6;

function PreferencesMissing({ message }: { message: string }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <Info className="size-10 text-muted-foreground" aria-hidden />
      <p className="text-lg">{message}</p>
      <Button asChild>
        <Link to="/planner">Go to Meal Planner</Link>
      </Button>
    </div>
  );
}

export function MealSelectionPage() {
  const navigate = useNavigate();
  const { ready } = useKitchenStatus();
  const stored = useKitchen((state) => state.preferences);
  // Checked again only when the store's preferences change (another tab, the planner).
  const preferences = useMemo(() => (stored === null ? null : preferencesSchema.safeParse(stored)), [stored]);
  if (!ready) return <PageFallback />;
  if (preferences === null) return <MissingPreferences status="missing" navigate={navigate} />;
  if (!preferences.success) return <MissingPreferences status={lacksMealCount(stored) ? 'no-meal-count' : 'invalid'} navigate={navigate} />;
  return <MealSelection preferences={preferences.data} />;
}

function MissingPreferences({
  status,
  navigate,
}: {
  status: 'missing' | 'invalid' | 'no-meal-count';
  navigate: ReturnType<typeof useNavigate>;
}) {
  useEffect(() => {
    if (status === 'no-meal-count') showError('Invalid Preferences', INVALID_PREFERENCES_MESSAGE);
    if (status !== 'missing') return;
    showError('No preferences found', 'Please set your preferences first.');
    const timer = setTimeout(() => void navigate('/planner'), REDIRECT_TO_PLANNER_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);
  return (
    <PreferencesMissing
      message={
        status === 'missing'
          ? 'no meal preferences found. please set your preferences first.'
          : 'could not load meal preferences. please try again.'
      }
    />
  );
}

/** The options kept for these preferences, when the cook has been here before with them. */
function savedOptions(saved: KitchenState['selection'], preferences: Preferences): Meal[] | undefined {
  if (!saved?.preferences || preferencesChanged(saved.preferences, preferences) || saved.options.main.length === 0) return undefined;
  return saved.options.main;
}

/** Asked once per tab: whether to keep the preferences as the default (spec §4 'Regenerate'). */
const DEFAULTS_ASKED_KEY = 'larder_defaults_asked';

function MealSelection({ preferences }: { preferences: Preferences }) {
  const navigate = useNavigate();
  const required = preferences.mealCount.main;
  const store = useKitchenStore();
  // The options saved for these preferences, if any: shown from the first render.
  const { state, start } = useGeneration(() => savedOptions(store.getState().selection, preferences));
  const [details, setDetails] = useState<Meal>();
  const [incompleteOpen, setIncompleteOpen] = useState(false);
  const [askDefaults, setAskDefaults] = useState(false);
  // Options kept from before show on the first render: revealing them a render later pushed the
  // list down under the week panel (a layout shift of 0.12 to 0.23, decision 0020).
  const [revealed, setRevealed] = useState(() => state.status !== 'loading' && state.status !== 'regenerating');
  const [startDate, setStartDate] = useState(defaultWeekStart);
  const { selected, toggle, mainsSelected } = useMealSelection(required, preferences, state.options);
  const { complete, pending: completing } = useCompleteWeek();
  const dismissed = useKitchen((kitchen) => kitchen.dismissedMeals);
  const hasDefaults = useKitchen((kitchen) => kitchen.defaultPreferences !== null);

  // "Don't recommend again" reaches every generation: by id (catalog) and by name (a model).
  const avoiding = useCallback(
    (shown: readonly Meal[]) => ({
      excludeIds: [...shown.map((meal) => meal.id), ...dismissed.map((meal) => meal.id)],
      avoidNames: dismissed.map((meal) => meal.name),
    }),
    [dismissed],
  );

  // First visit without saved options for these preferences: generate.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (savedOptions(store.getState().selection, preferences)) return;
    store.update((kitchen) => setSelection(kitchen, null));
    start({ preferences, ...avoiding([]) });
  }, [store, preferences, start, avoiding]);

  // Spec §4: preferences changed elsewhere (the planner, another tab) clear the selection and regenerate.
  const shownFor = useRef(preferences);
  useEffect(() => {
    const before = shownFor.current;
    shownFor.current = preferences;
    if (!preferencesChanged(before, preferences)) return;
    store.update((kitchen) => setSelection(kitchen, null));
    start({ preferences, regenerate: true, ...avoiding([]) });
  }, [preferences, store, start, avoiding]);

  // Keep the stored options in step with what arrived. Options restored from the store are there
  // already: writing them back would store the kitchen again on every visit.
  useEffect(() => {
    if (state.status !== 'success') return;
    store.update((kitchen) =>
      kitchen.selection?.options.main === state.options
        ? kitchen
        : setSelection(kitchen, { options: { main: state.options }, selected: { main: selectedFor(kitchen, preferences) }, preferences }),
    );
  }, [store, state.status, state.options, preferences]);

  const loading = state.status === 'loading' || state.status === 'regenerating';
  useEffect(() => {
    if (!loading) {
      setRevealed(true);
      return;
    }
    setRevealed(false);
  }, [loading]);
  useEffect(() => {
    if (!loading || revealed || state.options.length === 0 || state.reported < 50) return;
    const timer = setTimeout(() => setRevealed(true), REVEAL_MEALS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [loading, revealed, state.options.length, state.reported]);

  const regenerate = () => {
    if (!hasDefaults && !askDefaults && !readStored('session', DEFAULTS_ASKED_KEY)) {
      writeStored('session', DEFAULTS_ASKED_KEY, '1');
      setAskDefaults(true);
      return;
    }
    const began = start({ preferences, ...avoiding(state.options), keep: selected, regenerate: true });
    if (!began) showNotice('Please wait', 'New meals were asked for a moment ago.');
  };

  const createPlan = () => {
    if (mainsSelected < required) {
      setIncompleteOpen(true);
      return;
    }
    if (!isIsoDate(startDate)) {
      showError('Choose a first day', 'Pick the date your plan starts on.');
      return;
    }
    // Spec §4: the toast says the plan was created only when it was stored.
    const stored = store.update((kitchen) => createWeek(kitchen, { startDate, selected, newId: randomId }), { requireStored: true });
    if (!stored) {
      showError('Failed to create meal plan. Please try again.');
      return;
    }
    showSuccess('Meal plan created!');
    setTimeout(() => void navigate('/weekly-plan'), NAVIGATE_TO_PLAN_MS);
  };

  const completeMyWeek = async () => {
    if (!isIsoDate(startDate)) {
      showError('Choose a first day', 'Pick the date your plan starts on.');
      return;
    }
    if (await complete({ preferences, startDate, selected, options: state.options })) {
      showSuccess('Your week is planned', 'Larder chose the rest of your dinners so the fresh food you buy gets eaten.');
      setTimeout(() => void navigate('/weekly-plan'), NAVIGATE_TO_PLAN_MS);
    }
  };

  const pantry = preferences.ingredientsToUse;
  const readFood = usePantryFoodReader(pantry);
  const inPantry = useMemo(() => pantryMatcher(pantry, readFood), [pantry, readFood]);
  const imagesPending = state.options.some((meal) => meal.imageLoading);
  const showMeals = revealed && state.options.length > 0;
  const selectedIds = useMemo(() => new Set(selected.map((meal) => meal.id)), [selected]);
  const breakfastCount = state.options.filter((meal) => meal.isBreakfast).length;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-8">
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Choose Your Meals</h1>
          <p className="mt-1 text-muted-foreground">Select {required} meals for your weekly meal plan</p>
          <Badge variant={mainsSelected >= required ? 'success' : 'secondary'} className="mt-3 text-sm">
            {mainsSelected} / {required} selected
          </Badge>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="ghost">
            <Link to="/planner">
              <ArrowLeft aria-hidden />
              Back to Preferences
            </Link>
          </Button>
          <Button variant="outline" onClick={regenerate} disabled={loading}>
            <RefreshCw aria-hidden className={state.status === 'regenerating' ? 'animate-spin' : undefined} />
            {state.status === 'regenerating' ? 'Regenerating...' : 'Regenerate Meals'}
          </Button>
          {/* Muted until the count is reached; a press before then explains what is missing. */}
          <div className="flex items-end gap-2">
            <div className="space-y-1">
              <Label htmlFor="week-start" className="text-xs">
                First day of the plan
              </Label>
              <Input
                id="week-start"
                type="date"
                className="h-9 w-40"
                value={startDate}
                onChange={(event) => setStartDate(event.target.value)}
              />
            </div>
            <Button onClick={createPlan} variant={mainsSelected < required ? 'secondary' : 'default'}>
              <CalendarPlus aria-hidden />
              Create Meal Plan
            </Button>
          </div>
        </div>
      </header>

      {pantry.length > 0 && (
        <Alert variant="success">
          <Leaf aria-hidden />
          <AlertTitle>Using ingredients from your pantry</AlertTitle>
          <AlertDescription>{pantry.join(', ')}</AlertDescription>
        </Alert>
      )}

      {state.notices.map((notice) => (
        <Alert key={notice}>
          <Info aria-hidden />
          <AlertDescription>{notice}</AlertDescription>
        </Alert>
      ))}

      {state.catalogReason && (
        <Alert>
          <BookOpen aria-hidden className="text-primary" />
          <AlertTitle>Meals from Larder's recipe catalog</AlertTitle>
          <AlertDescription className="space-y-3">
            <p>{state.catalogReason.message}</p>
            {state.catalogReason.reason === 'account_required' && (
              <Button asChild size="sm">
                <Link to="/auth" onClick={() => rememberRedirectPath('/meal-selection')}>
                  <LogIn aria-hidden />
                  Sign in
                </Link>
              </Button>
            )}
          </AlertDescription>
        </Alert>
      )}

      {loading && (
        <GenerationProgress
          stage={state.stage}
          reported={state.reported}
          active={loading}
          waiting={state.queuePosition !== undefined}
          complete={false}
        />
      )}
      {state.retrying && <p className="text-sm text-muted-foreground">Retrying meal generation…</p>}

      {imagesPending && showMeals && (
        <Alert variant="warning">
          <ImageIcon aria-hidden />
          <AlertTitle>Images are still generating</AlertTitle>
          <AlertDescription>Pictures appear on the cards as they are ready; you can choose meals already.</AlertDescription>
        </Alert>
      )}

      {showMeals && (
        <CompleteWeekPanel
          required={required}
          selected={mainsSelected}
          pending={completing}
          disabled={loading}
          onComplete={() => void completeMyWeek()}
        />
      )}

      {state.status === 'error' && state.options.length === 0 ? (
        <GenerationProblem error={state.error} onRetry={() => start({ preferences, force: true, ...avoiding([]) })} />
      ) : (
        <section aria-labelledby="options-heading" className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="options-heading" className="text-xl font-semibold">
              Your personalised meal suggestions
            </h2>
            <div className="flex gap-2">
              {!loading && state.options.length > 0 && (
                <Button variant="outline" size="sm" onClick={regenerate}>
                  <Sparkles aria-hidden />
                  Generate New Options
                </Button>
              )}
              <Button variant="ghost" size="sm" onClick={regenerate} disabled={loading}>
                {loading ? <Loader2 className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
                {loading ? 'Creating meals...' : 'Create new meals'}
              </Button>
            </div>
          </div>
          {breakfastCount > 0 && showMeals && (
            <p className="text-sm text-muted-foreground">Breakfasts are extra: pick any you like for the breakfast slots of your week.</p>
          )}
          {showMeals ? (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {state.options.map((meal, index) => (
                <MealCard
                  key={meal.id}
                  meal={meal}
                  priority={index === 0}
                  selected={selectedIds.has(meal.id)}
                  onSelect={() => toggle(meal)}
                  usesPantry={usesPantry(meal.ingredients, inPantry)}
                  extra={selectedIds.has(meal.id) || meal.isBreakfast ? undefined : <SharedFoodNote option={meal} chosen={selected} />}
                  onViewDetails={() => {
                    countInteraction('details');
                    setDetails(meal);
                  }}
                />
              ))}
            </div>
          ) : loading ? (
            <MealCardSkeletons count={SKELETON_CARDS} label="Meals are being prepared" />
          ) : (
            <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">No meals available. Please try again.</p>
          )}
        </section>
      )}

      <MealDetailsDialog meal={details} onOpenChange={(open) => !open && setDetails(undefined)} />
      <SelectionIncompleteDialog open={incompleteOpen} onOpenChange={setIncompleteOpen} selected={mainsSelected} required={required} />
      <SavePreferencesDialog
        open={askDefaults}
        onSkip={() => {
          setAskDefaults(false);
          start({ preferences, ...avoiding(state.options), keep: selected, regenerate: true, force: true });
        }}
        onSave={() => {
          if (store.update((kitchen) => setDefaultPreferences(kitchen, preferences))) showSuccess('Preferences Saved');
          else showError('Error', 'Failed to save preferences. Please try again.');
          setAskDefaults(false);
          start({ preferences, ...avoiding(state.options), keep: selected, regenerate: true, force: true });
        }}
      />
    </div>
  );
}
