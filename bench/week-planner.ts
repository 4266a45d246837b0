import fc from 'fast-check';
import { RECIPES, planMeals } from '../src/catalog';
import { seededRandom } from '../src/catalog/random';
import type { Recipe } from '../src/catalog/types';
import { accountWeek, planWeek, weekProblem, type DayEntry, type WeekAccounting } from '../src/catalog/week-planner';
import { solveExactly } from '../src/catalog/week-planner/exact';
import { createHighsSolver } from '../src/catalog/week-planner/highs-solver';
import { searchWeek } from '../src/catalog/week-planner/local-search';
import { weekObjective } from '../src/catalog/week-planner/week-objective';
import { objections, weekProblems } from '../src/catalog/testing/objections';
import { preferencesArbitrary } from '../src/catalog/testing/random-preferences';
import { preferencesSchema, type DietaryOption } from '../src/domain/preferences';
import { median, percentile, type Figure } from './lib';

/** The fixed benchmark: 6 diets × 1/2/4 servings × 8 seeds, 7 dinners, wide limits, no inventory. */
const DIETS: readonly DietaryOption[] = ['None', 'Vegetarian', 'Vegan', 'Pescatarian', 'Gluten-free', 'Dairy-free'];
const SERVINGS = [1, 2, 4] as const;
const SEEDS = [0, 1, 2, 3, 4, 5, 6, 7];
const DAYS = 7;
const WIDE = { cookingTime: '60 minutes', maxPricePerMeal: '£15.00+', caloriesRange: [250, 2000], proteinRange: [0, 120] } as const;
const BY_ID = new Map(RECIPES.map((recipe) => [recipe.id, recipe]));

type Week = { servings: number; accounting: WeekAccounting; ms: number; cpuMs: number };

/** Wall and CPU time of a call: on a shared machine the CPU time shows what the wall time hides. */
function timed<T>(run: () => T): { value: T; ms: number; cpuMs: number } {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const value = run();
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { value, ms, cpuMs: (used.user + used.system) / 1000 };
}

/** Today's planner: its top seven suggestions, one a day in the order given, each for the servings. */
function todaysWeek(diet: DietaryOption, servings: number, seed: number): Week {
  const preferences = preferencesSchema.parse({ ...WIDE, dietaryPreferences: diet, servings });
  const { value: plan, ms, cpuMs } = timed(() => planMeals(preferences, { count: DAYS, seed }));
  const { meals } = plan;
  const entries: DayEntry[] = meals
    .filter((meal) => meal.mealType === 'main')
    .map((meal, index) => {
      const recipe = BY_ID.get(meal.id);
      if (!recipe) throw new Error(`no recipe ${meal.id}`);
      return { day: index + 1, recipe, kind: 'cook', portionsCooked: servings, chosen: false };
    });
  return { servings, accounting: accountWeek(entries, servings, [], DAYS), ms, cpuMs };
}

function newWeek(diet: DietaryOption, servings: number, seed: number): Week {
  const preferences = preferencesSchema.parse({ ...WIDE, dietaryPreferences: diet, servings });
  const { value: plan, ms, cpuMs } = timed(() => planWeek({ preferences, days: DAYS, seed }));
  return { servings, accounting: plan.accounting, ms, cpuMs };
}

function summarise(label: string, weeks: readonly Week[]): { figures: Figure[]; row: Record<string, string> } {
  const share = (list: readonly Week[]) =>
    list.reduce((sum, week) => sum + week.accounting.totals.perishableGramsUsed, 0) /
    Math.max(
      1,
      list.reduce((sum, week) => sum + week.accounting.totals.perishableGramsBought, 0),
    );
  const mean = (pick: (week: Week) => number) => weeks.reduce((sum, week) => sum + pick(week), 0) / weeks.length;
  const times = weeks.map((week) => week.ms);
  const bySize = SERVINGS.map((servings) => [servings, share(weeks.filter((week) => week.servings === servings))] as const);
  const values = {
    pooled: share(weeks) * 100,
    wasted: mean((week) => week.accounting.totals.poundsWasted),
    cost: mean((week) => week.accounting.totals.weekCost),
    till: mean((week) => week.accounting.totals.poundsBought),
    frozen: mean((week) => week.accounting.totals.portionsFrozen),
    median: median(times),
    p95: percentile(times, 0.95),
    cpuMedian: median(weeks.map((week) => week.cpuMs)),
    cpuP95: percentile(
      weeks.map((week) => week.cpuMs),
      0.95,
    ),
  };
  const figures: Figure[] = [
    { name: `${label}: perishable pack weight used, pooled`, value: values.pooled, unit: '%' },
    ...bySize.map(([servings, value]) => ({
      name: `${label}: perishable pack weight used, ${servings} serving${servings > 1 ? 's' : ''}`,
      value: value * 100,
      unit: '%',
    })),
    { name: `${label}: pounds of fresh food wasted per week`, value: values.wasted, unit: '£' },
    { name: `${label}: cost per week (perishable packs + cupboard food used)`, value: values.cost, unit: '£' },
    { name: `${label}: solve time, median / p95`, value: values.median, unit: `ms (p95 ${values.p95.toFixed(0)} ms)` },
  ];
  const row = {
    'perishable weight used, pooled': `${values.pooled.toFixed(1)}%`,
    ...Object.fromEntries(
      bySize.map(([servings, value]) => [`… ${servings} serving${servings > 1 ? 's' : ''}`, `${(value * 100).toFixed(1)}%`]),
    ),
    'fresh food wasted per week': `£${values.wasted.toFixed(2)}`,
    'cost per week': `£${values.cost.toFixed(2)}`,
    'at the till per week (whole packs of everything)': `£${values.till.toFixed(2)}`,
    'portions frozen per week': values.frozen.toFixed(1),
    'solve time median / p95': `${values.median.toFixed(1)} / ${values.p95.toFixed(1)} ms`,
    'solve CPU time median / p95': `${values.cpuMedian.toFixed(1)} / ${values.cpuP95.toFixed(1)} ms`,
  };
  return { figures, row };
}

/** Extra candidates made from the catalog, the same every run: each main meal again with its amounts varied. */
function synthesise(total: number): Recipe[] {
  const mains = RECIPES.filter((recipe) => recipe.mealType === 'main');
  const random = seededRandom(2026);
  const recipes: Recipe[] = [...RECIPES];
  for (let copy = 1; recipes.length < total; copy += 1) {
    for (const recipe of mains) {
      if (recipes.length >= total) break;
      recipes.push({
        ...recipe,
        id: `${recipe.id}--${copy}`,
        name: `${recipe.name} (${copy})`,
        ingredients: recipe.ingredients.map((line) => ({ ...line, amount: Math.round(line.amount * (0.8 + random() * 0.4) * 100) / 100 })),
      });
    }
  }
  return recipes;
}

function scaling(total: number): Figure[] {
  const candidates = synthesise(total);
  const runs = DIETS.map((diet, index) => {
    const preferences = preferencesSchema.parse({ ...WIDE, dietaryPreferences: diet, servings: 2 });
    return timed(() => planWeek({ preferences, days: DAYS, seed: index, candidates }));
  });
  const label = `week planner: ${total.toLocaleString('en-GB')} candidate meals, solve time (median of 6 diets)`;
  return [
    { name: label, value: median(runs.map((run) => run.ms)), unit: 'ms', budget: { max: 1000 } },
    { name: `${label}, CPU`, value: median(runs.map((run) => run.cpuMs)), unit: 'ms' },
  ];
}

/**
 * Plans for random preference sets (allergies too) and counts meals that break a hard constraint
 * or a week's promise, judged by an independent checker (`objections`, `weekProblems` in
 * src/catalog/testing), not by `brokenConstraints`, which the planner itself filters with.
 */
function violations(runs: number): Figure {
  const samples = fc.sample(fc.tuple(preferencesArbitrary, fc.integer({ min: 1, max: 14 }), fc.nat(10_000)), { numRuns: runs, seed: 17 });
  let broken = 0;
  for (const [preferences, days, seed] of samples) {
    // A light search: which meals may be chosen does not depend on how hard the search looks.
    const input = { preferences, days, seed };
    const plan = planWeek(input, { effort: { starts: 1, steps: 300 } });
    for (const entry of plan.entries) if (objections(entry.recipe, preferences).length > 0) broken += 1;
    // The week's structure (days in order, no dish twice, leftovers in their fridge life, no
    // portion wasted); variety is the search's to keep, so a light search is not held to it.
    const pool = weekProblem(input).context.candidates.map((candidate) => candidate.recipe);
    broken += weekProblems(
      { entries: plan.entries, portionsWasted: plan.accounting.totals.portionsWasted },
      { days, preferences, pool, variety: false },
    ).length;
  }
  return {
    name: `week planner: hard-constraint violations over ${runs.toLocaleString('en-GB')} random preference sets (independent check)`,
    value: broken,
    unit: '',
    budget: { max: 0 },
  };
}

/** The local search against HiGHS on the same model, on weeks small enough for HiGHS to prove. */
async function optimalityGap(): Promise<Figure[]> {
  const solve = await createHighsSolver();
  const gaps: number[] = [];
  const highsTimes: number[] = [];
  for (const diet of DIETS) {
    for (const servings of SERVINGS) {
      const preferences = preferencesSchema.parse({ ...WIDE, dietaryPreferences: diet, servings });
      const { context } = weekProblem({ preferences, days: DAYS, seed: 1 }, 16);
      const found = searchWeek(context, 1);
      const started = performance.now();
      const exact = solveExactly(context, solve);
      highsTimes.push(performance.now() - started);
      gaps.push(weekObjective(context, found.dishes) - weekObjective(context, exact.dishes));
    }
  }
  return [
    {
      name: 'local search vs HiGHS, 16 candidates, 18 weeks: weeks at the optimum',
      value: gaps.filter((gap) => gap < 0.01).length,
      unit: `of ${gaps.length}`,
    },
    {
      name: 'local search vs HiGHS: objective gap, mean / worst',
      value: gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length,
      unit: `£ (worst £${Math.max(...gaps).toFixed(2)})`,
    },
    {
      name: 'HiGHS proving those weeks, median / worst',
      value: median(highsTimes),
      unit: `ms (worst ${Math.max(...highsTimes).toFixed(0)} ms)`,
    },
  ];
}

/** Today's planner and the week planner side by side on the fixed benchmark (#17). */
export async function weekPlannerFigures(options: { violationRuns?: number } = {}): Promise<Figure[]> {
  // Warm both up once so the first timings are not the JIT's.
  todaysWeek('None', 2, 99);
  newWeek('None', 2, 99);
  const today: Week[] = [];
  const planned: Week[] = [];
  for (const diet of DIETS) {
    for (const servings of SERVINGS) {
      for (const seed of SEEDS) {
        today.push(todaysWeek(diet, servings, seed));
        planned.push(newWeek(diet, servings, seed));
      }
    }
  }
  const before = summarise("today's planner", today);
  const after = summarise('week planner', planned);
  console.log(`\nWeek planner on ${today.length} weeks (6 diets × 1/2/4 servings × 8 seeds, 7 dinners):\n`);
  console.log("| figure | today's planner | week planner |\n| --- | --- | --- |");
  for (const key of Object.keys(after.row)) console.log(`| ${key} | ${before.row[key] ?? ''} | ${after.row[key] ?? ''} |`);
  console.log('');
  const [pooled, one, two, four, wasted, cost, time] = after.figures;
  if (!pooled || !one || !two || !four || !wasted || !cost || !time) throw new Error('missing figures');
  const times = planned.map((week) => week.ms);
  const budgets: Figure[] = [
    { ...pooled, budget: { min: 95 } },
    one,
    two,
    four,
    wasted,
    {
      name: 'week planner: pounds wasted, share of today’s',
      value: (wasted.value / Math.max(1e-9, before.figures[4]?.value ?? 0)) * 100,
      unit: '%',
      budget: { max: 25 },
    },
    cost,
    {
      name: 'week planner: cost per week, share of today’s',
      value: (cost.value / Math.max(1e-9, before.figures[5]?.value ?? 0)) * 100,
      unit: '%',
      budget: { max: 100 },
    },
    { name: 'week planner: solve time, 7 dinners, median', value: median(times), unit: 'ms', budget: { max: 150 } },
    { name: 'week planner: solve time, 7 dinners, p95', value: percentile(times, 0.95), unit: 'ms', budget: { max: 500 } },
    {
      name: 'week planner: solve CPU time, 7 dinners, median / p95',
      value: median(planned.map((week) => week.cpuMs)),
      unit: `ms (p95 ${percentile(
        planned.map((week) => week.cpuMs),
        0.95,
      ).toFixed(0)} ms)`,
    },
  ];
  return [
    ...before.figures,
    ...budgets,
    ...scaling(2000),
    ...scaling(5000),
    violations(options.violationRuns ?? 10_000),
    ...(await optimalityGap()),
  ];
}
