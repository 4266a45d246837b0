import {
  MAX_DISHES_PER_CUISINE,
  MAX_DISHES_PER_PROTEIN,
  MAX_FROZEN_PORTIONS_PER_SERVING,
  MAX_LEFTOVER_DAYS_PER_DISH,
  MAX_LEFTOVER_SHARE_OF_DAYS,
} from '../../domain/week-plan/constants';
import type { Cuisine } from '../../domain/preferences';
import { requireIngredient } from '../ingredient-index';
import type { Candidate } from './candidates';
import { gramsPerUnit, packPrice, unitPrice } from './ingredient-measures';
import { addTerm, writeLp, type Bound, type Row, type Terms } from './lp-writer';
import type { InventoryLine } from './types';

/**
 * Weights of the objective, all in pounds so they add up: the planner minimises what the week
 * costs, plus what it wastes counted again (and by weight, so a cheap bag of leaves still counts),
 * less what the cook's wishes are worth; the week's rules are near-hard (a broken one costs more
 * than any dish could gain).
 */
export const WEIGHTS = {
  /** Per pound the week costs: cheaper wins among weeks a cook likes as much. */
  cost: 0.1,
  /** Per pound over the budget (an average week of the meals that fit), when it cannot be kept. */
  overBudget: 5,
  /** Per pound of perishable food bought and not eaten in time. */
  wastePound: 2,
  /** Per 100 g of perishable food wasted. */
  waste100g: 3,
  /** Per leftover day: a cooked dinner is a little nicer than yesterday's. */
  leftoverDay: 0.25,
  /** Per portion frozen for another week (its food is paid for this week). */
  frozenPortion: 0.15,
  /** Per dish beyond the cuisine or protein limit, when the limit cannot be kept: above any waste a third dish of one kind could save (decision 0006). */
  weekRule: 100,
  /** Per day left without a dinner, when too few meals fit. */
  emptyDay: 200,
} as const;

export type ModelInput = {
  candidates: readonly Candidate[];
  days: number;
  servings: number;
  inventory: readonly InventoryLine[];
  /** Cuisines the limit does not bind (the cook picked only one or two). */
  unlimitedCuisines: ReadonlySet<Cuisine>;
  /** Sets of candidate indices that must not all be chosen again (schedules found impossible). */
  cuts: readonly (readonly number[])[];
};

export type Selection = {
  /** Candidate index → leftover days and frozen portions of each dish chosen. */
  dishes: { index: number; leftoverDays: number; frozenPortions: number }[];
  emptyDays: number;
};

export const leftoverLimit = (candidate: Candidate) => Math.min(candidate.recipe.leftovers.fridgeDays, MAX_LEFTOVER_DAYS_PER_DISH);

/**
 * The week as a mixed-integer model (docs/decisions/0006-week-planner.md has it in symbols).
 * y_j: cook dish j; l_j: leftover dinners from it; f_j: portions of it frozen; p_k: packs of
 * perishable k; u_k: inventory of k used; b_k: cupboard food k bought beyond the inventory.
 */
export function buildWeekModel(input: ModelInput): { lp: string; read: (values: ReadonlyMap<string, number>) => Selection } {
  const { candidates, days, servings } = input;
  const objective: Terms = new Map();
  const rows: Row[] = [];
  const bounds: Bound[] = [];
  const binaries: string[] = [];
  const integers: string[] = [];

  const dayTerms: Terms = new Map();
  /** What the week costs: perishable packs whole, cupboard food by the amount used. */
  const cost: Terms = new Map();
  /** The same, less the worth of portions frozen for later weeks: what the budget binds. */
  const budgetTerms: Terms = new Map();
  const leftoverTerms: Terms = new Map();
  const frozenTerms: Terms = new Map();
  /** Ingredient id → portions expression × amount per portion. */
  const need = new Map<string, Terms>();
  const byCuisine = new Map<string, Terms>();
  const byProtein = new Map<string, Terms>();

  const portionsOf = (candidate: Candidate, index: number): Terms => {
    const portions: Terms = new Map([[`y${index}`, servings]]);
    if (leftoverLimit(candidate) > 0) portions.set(`l${index}`, servings);
    if (candidate.recipe.leftovers.freezes) portions.set(`f${index}`, 1);
    return portions;
  };

  candidates.forEach((candidate, index) => {
    const y = `y${index}`;
    binaries.push(y);
    if (candidate.chosen) bounds.push({ variable: y, lower: 1, upper: 1 });
    addTerm(dayTerms, y, 1);
    addTerm(objective, y, -candidate.appeal);
    const portions = portionsOf(candidate, index);
    for (const [variable, count] of portions) addTerm(cost, variable, count * candidate.cupboardCostPerPortion);
    const leftovers = leftoverLimit(candidate);
    if (leftovers > 0) {
      const l = `l${index}`;
      integers.push(l);
      bounds.push({ variable: l, lower: 0, upper: leftovers });
      rows.push({
        name: `lk${index}`,
        terms: new Map([
          [l, 1],
          [y, -leftovers],
        ]),
        sense: '<=',
        rhs: 0,
      });
      addTerm(dayTerms, l, 1);
      addTerm(leftoverTerms, l, 1);
      addTerm(objective, l, WEIGHTS.leftoverDay);
    }
    if (candidate.recipe.leftovers.freezes) {
      const f = `f${index}`;
      const most = MAX_FROZEN_PORTIONS_PER_SERVING * servings;
      integers.push(f);
      bounds.push({ variable: f, lower: 0, upper: most });
      rows.push({
        name: `fk${index}`,
        terms: new Map([
          [f, 1],
          [y, -most],
        ]),
        sense: '<=',
        rhs: 0,
      });
      addTerm(frozenTerms, f, 1);
      addTerm(objective, f, WEIGHTS.frozenPortion);
      addTerm(budgetTerms, f, -candidate.costPerPortion);
    }
    for (const line of [...candidate.perishables, ...candidate.cupboardFromInventory]) {
      const terms = need.get(line.id) ?? new Map<string, number>();
      for (const [variable, count] of portions) addTerm(terms, variable, count * line.amount);
      need.set(line.id, terms);
    }
    const cuisine = candidate.recipe.cuisine;
    if (!input.unlimitedCuisines.has(cuisine)) addTerm(byCuisine.get(cuisine) ?? byCuisine.set(cuisine, new Map()).get(cuisine)!, y, 1);
    if (candidate.proteinFamily)
      addTerm(
        byProtein.get(candidate.proteinFamily) ?? byProtein.set(candidate.proteinFamily, new Map()).get(candidate.proteinFamily)!,
        y,
        1,
      );
  });

  // Every day gets a dinner: a dish cooked that day or a leftover one.
  integers.push('empty');
  bounds.push({ variable: 'empty', lower: 0, upper: days });
  addTerm(dayTerms, 'empty', 1);
  addTerm(objective, 'empty', WEIGHTS.emptyDay);
  rows.push({ name: 'days', terms: dayTerms, sense: '=', rhs: days });
  if (leftoverTerms.size > 0)
    rows.push({ name: 'leftovers', terms: leftoverTerms, sense: '<=', rhs: Math.floor(days * MAX_LEFTOVER_SHARE_OF_DAYS) });
  if (frozenTerms.size > 0) rows.push({ name: 'frozen', terms: frozenTerms, sense: '<=', rhs: MAX_FROZEN_PORTIONS_PER_SERVING * servings });

  // Food: whole packs of each perishable; the inventory first.
  const inventoryByIngredient = new Map<string, { amount: number; expiring: boolean }>();
  for (const line of input.inventory) {
    const entry = inventoryByIngredient.get(line.ingredientId) ?? { amount: 0, expiring: false };
    entry.amount += line.amount;
    entry.expiring ||= line.useByDay <= days;
    inventoryByIngredient.set(line.ingredientId, entry);
  }
  let foodIndex = 0;
  for (const [id, terms] of need) {
    const ingredient = requireIngredient(id);
    const k = foodIndex++;
    const stock = inventoryByIngredient.get(id);
    const row: Terms = new Map(terms);
    if (stock) {
      bounds.push({ variable: `u${k}`, lower: 0, upper: stock.amount });
      addTerm(row, `u${k}`, -1);
    }
    const perishable = candidates.some((candidate) => candidate.perishables.some((line) => line.id === id));
    if (perishable) {
      // waste = size·p + u − need (+ inventory left to go off), priced and weighed.
      const wasteCoefficient = WEIGHTS.wastePound * unitPrice(ingredient) + (WEIGHTS.waste100g * gramsPerUnit(ingredient)) / 100;
      integers.push(`p${k}`);
      addTerm(row, `p${k}`, -ingredient.pack.size);
      addTerm(cost, `p${k}`, packPrice(ingredient));
      addTerm(objective, `p${k}`, wasteCoefficient * ingredient.pack.size);
      for (const [variable, coefficient] of terms) addTerm(objective, variable, -wasteCoefficient * coefficient);
      if (stock && !stock.expiring) addTerm(objective, `u${k}`, wasteCoefficient);
    } else {
      // Cupboard food the cook has: buy only what the inventory lacks, by the amount.
      bounds.push({ variable: `b${k}`, lower: 0, upper: 1e9 });
      addTerm(row, `b${k}`, -1);
      addTerm(cost, `b${k}`, unitPrice(ingredient));
    }
    rows.push({ name: `food${k}`, terms: row, sense: '<=', rhs: 0 });
    if (perishable && !stock) {
      // Valid and much tighter: a dish that uses k needs at least the packs its own portions
      // fill. Without these the relaxation buys fractions of packs and sees no waste at all,
      // and the search wanders (as in facility location's strong formulation).
      candidates.forEach((candidate, index) => {
        const line = candidate.perishables.find((item) => item.id === id);
        if (!line) return;
        const packs = Math.ceil((line.amount * servings) / ingredient.pack.size - 1e-9);
        rows.push({
          name: `open${k}_${index}`,
          terms: new Map([
            [`p${k}`, 1],
            [`y${index}`, -packs],
          ]),
          sense: '>=',
          rhs: 0,
        });
      });
    }
  }

  // No dearer than an average week of the meals that fit: the mean portion, every portion.
  for (const [variable, coefficient] of cost) {
    addTerm(objective, variable, WEIGHTS.cost * coefficient);
    addTerm(budgetTerms, variable, coefficient);
  }
  if (candidates.length > 0) {
    const meanPortion = candidates.reduce((sum, candidate) => sum + candidate.costPerPortion, 0) / candidates.length;
    bounds.push({ variable: 'over', lower: 0, upper: 1e6 });
    addTerm(budgetTerms, 'over', -1);
    addTerm(objective, 'over', WEIGHTS.overBudget);
    rows.push({ name: 'budget', terms: budgetTerms, sense: '<=', rhs: meanPortion * servings * days });
  }

  // A varied week: cuisines and main proteins at most twice, near-hard.
  let ruleIndex = 0;
  for (const [limit, groups] of [
    [MAX_DISHES_PER_CUISINE, byCuisine],
    [MAX_DISHES_PER_PROTEIN, byProtein],
  ] as const) {
    for (const terms of groups.values()) {
      if (terms.size <= limit) continue;
      const slack = `s${ruleIndex}`;
      integers.push(slack);
      bounds.push({ variable: slack, lower: 0, upper: days });
      addTerm(objective, slack, WEIGHTS.weekRule);
      rows.push({ name: `rule${ruleIndex++}`, terms: new Map([...terms, [slack, -1]]), sense: '<=', rhs: limit });
    }
  }

  // One shop: at most t dishes whose fresh food lasts only t days, for each t (with their
  // leftovers, which must be eaten within the dish's fridge life). Earliest-deadline-first then
  // finds an order in almost every case; the cuts below exclude the rest.
  const thresholds = [...new Set(candidates.map((candidate) => candidate.deadline))].filter((t) => t < days).sort((a, b) => a - b);
  for (const t of thresholds) {
    const terms: Terms = new Map();
    candidates.forEach((candidate, index) => {
      if (candidate.deadline <= t) addTerm(terms, `y${index}`, 1);
      if (leftoverLimit(candidate) > 0 && candidate.deadline + leftoverLimit(candidate) <= t) addTerm(terms, `l${index}`, 1);
    });
    if (terms.size > t) rows.push({ name: `fresh${t}`, terms, sense: '<=', rhs: t });
  }
  input.cuts.forEach((cut, index) => {
    rows.push({ name: `cut${index}`, terms: new Map(cut.map((j) => [`y${j}`, 1])), sense: '<=', rhs: cut.length - 1 });
  });

  const lp = writeLp({ objective, rows, bounds, binaries, integers });
  const read = (values: ReadonlyMap<string, number>): Selection => {
    const dishes: Selection['dishes'] = [];
    candidates.forEach((_candidate, index) => {
      if ((values.get(`y${index}`) ?? 0) > 0.5) {
        dishes.push({
          index,
          leftoverDays: Math.round(values.get(`l${index}`) ?? 0),
          frozenPortions: Math.round(values.get(`f${index}`) ?? 0),
        });
      }
    });
    return { dishes, emptyDays: Math.round(values.get('empty') ?? 0) };
  };
  return { lp, read };
}
