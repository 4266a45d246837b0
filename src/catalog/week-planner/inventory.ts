import { addDays } from '../../domain/dates';
import type { InventoryItemInput } from '../../domain/week-plan/suggest-schema';
import { ingredientById } from '../ingredient-index';
import { amountInUnit, type Measure } from '../measure';
import { identifyIngredient } from '../vet-meal';
import type { InventoryLine } from './types';

/** Whole days from one ISO date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The plan day (1 = `startDate`) an ISO date falls on. */
export const planDay = (startDate: string, date: string) => daysBetween(startDate, date) + 1;
export const planDate = (startDate: string, day: number) => addDays(startDate, day - 1);

function measureOf(item: InventoryItemInput): Measure {
  switch (item.unit) {
    case 'g':
      return { value: item.amount, unit: 'g', unitLabel: 'g' };
    case 'kg':
      return { value: item.amount * 1000, unit: 'g', unitLabel: 'g' };
    case 'ml':
      return { value: item.amount, unit: 'ml', unitLabel: 'ml' };
    case 'l':
      return { value: item.amount * 1000, unit: 'ml', unitLabel: 'ml' };
    case 'item':
      return { value: item.amount, unit: 'item', unitLabel: '' };
  }
}

/**
 * A cook's inventory as the planner reads it: each line identified against the ingredient table
 * (by id, name, alias or a longer name), its amount in the ingredient's own unit, its use-by as a
 * plan day (the usual shelf life from the start when no date is given). Lines that cannot be
 * read, or are already past their use-by, are left out and named.
 */
export function resolveInventory(items: readonly InventoryItemInput[], startDate: string): { lines: InventoryLine[]; notices: string[] } {
  const lines: InventoryLine[] = [];
  const notices: string[] = [];
  for (const item of items) {
    const ingredient = ingredientById(item.ingredient) ?? identifyIngredient(item.ingredient);
    if (!ingredient) {
      notices.push(`'${item.ingredient}' is not an ingredient Larder knows, so the plan does not count it.`);
      continue;
    }
    const amount = amountInUnit(measureOf(item), ingredient);
    if (amount === undefined || amount <= 0) {
      notices.push(
        `The ${ingredient.name} is counted in ${ingredient.unit === 'item' ? 'pieces' : ingredient.unit}, not ${item.unit}, so the plan does not count it.`,
      );
      continue;
    }
    const useByDay = item.useBy ? planDay(startDate, item.useBy) : ingredient.shelfLife.days;
    if (useByDay < 1) {
      notices.push(`The ${ingredient.name} is past its use-by date, so the plan does not count it.`);
      continue;
    }
    lines.push({ ingredientId: ingredient.id, amount, useByDay });
  }
  return { lines, notices };
}
