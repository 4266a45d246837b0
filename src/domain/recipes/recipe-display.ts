import type { RecipeSource } from './own-recipe';

/** Who a recipe is credited to: the site or book named, else the site's own address without 'www.'. */
export function creditedSite(source: Pick<RecipeSource, 'name' | 'url'>): string | null {
  return source.name ?? (source.url ? new URL(source.url).hostname.replace(/^www\./, '') : null);
}

/** Whether the item at `index` opens a run of its group (its heading is shown once, over the first). */
export function opensGroup<T>(items: readonly T[], index: number, groupOf: (item: T) => string | null | undefined): boolean {
  const item = items[index];
  const group = item === undefined ? undefined : groupOf(item);
  if (!group) return false;
  const before = items[index - 1];
  return index === 0 || before === undefined || groupOf(before) !== group;
}
