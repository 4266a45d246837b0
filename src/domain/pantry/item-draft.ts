import { penceAsPounds, readPence } from '../meal/money';
import type { IngredientOption } from '../recipes/ingredient-search';
import type { Unit } from '../units/unit-table';
import type { DateKind, InventoryItem, StoragePlace } from './inventory';
import { buildInventoryItem, editInventoryItemValue, type InventoryEdit, type NewInventoryItem } from './inventory-input';
import { hasProposedDate } from './inventory-item';

/** What the pantry's item form holds while the cook fills it in: the fields as typed. */
export type ItemDraft = {
  name: string;
  /** The ingredient of Larder's table picked this time, if one was. */
  option?: IngredientOption;
  amount: string;
  unit: Unit;
  place: StoragePlace;
  bought: string;
  opened: boolean;
  /** The cook's own date (with `dateTyped`); otherwise the field shows the proposed one. */
  date: string;
  dateKind: DateKind;
  dateTyped: boolean;
  /** The cook's own cost in pounds (with `valueTyped`); otherwise the field shows the proposed one. */
  value: string;
  valueTyped: boolean;
};

/** The form for a new item (no `item`) or for correcting one. */
export function startDraft(item: InventoryItem | undefined, today: string): ItemDraft {
  if (!item)
    return {
      name: '',
      amount: '',
      unit: 'item',
      place: 'fridge',
      bought: today,
      opened: false,
      date: '',
      dateKind: 'best-before',
      dateTyped: false,
      value: '',
      valueTyped: false,
    };
  return {
    name: item.name,
    amount: String(item.quantity.amount),
    unit: item.quantity.unit,
    place: item.place,
    bought: item.bought,
    opened: Boolean(item.opened),
    date: item.date ?? '',
    dateKind: item.dateKind,
    dateTyped: item.date !== undefined && !hasProposedDate(item),
    value: item.valuePence === undefined ? '' : penceAsPounds(item.valuePence),
    valueTyped: false,
  };
}

/** The id of the item a new form would make, to show it before it is made. */
const PREVIEW_ID = '00000000-0000-4000-8000-000000000000';

const amountOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

/** What the cook's own fields say, for the commands (only what they typed themselves overrides a proposal). */
function typed(draft: ItemDraft) {
  const pence = readPence(draft.value);
  return {
    ...(draft.dateTyped ? { date: draft.date || null, dateKind: draft.dateKind } : {}),
    ...(draft.valueTyped ? { valuePence: draft.value.trim() && pence !== undefined ? pence : null } : {}),
  };
}

/** The new item the form asks for. */
export function newItem(draft: ItemDraft, today: string): NewInventoryItem {
  const { option } = draft;
  const own = typed(draft);
  return {
    name: draft.name,
    quantity: { amount: amountOf(draft.amount), unit: draft.unit },
    place: draft.place,
    bought: draft.bought,
    ...(draft.opened ? { opened: today < draft.bought ? draft.bought : today } : {}),
    ...(own.date !== undefined ? { date: own.date, dateKind: own.dateKind } : {}),
    ...(typeof own.valuePence === 'number' ? { valuePence: own.valuePence } : {}),
    ...(option
      ? {
          ingredientId: option.id,
          category: option.category,
          storageLife: option.storageLife,
          // A cost the cook cleared is one they do not know: nothing is proposed.
          ...(own.valuePence === null
            ? {}
            : { price: { pencePerUnit: option.pencePerUnit, unit: option.unit, pack: { size: option.packSize, label: option.pack } } }),
        }
      : {}),
  };
}

/** The correction the form asks for on `item`. */
export function itemEdit(draft: ItemDraft, item: InventoryItem, today: string): InventoryEdit {
  const { option } = draft;
  return {
    name: draft.name,
    quantity: { amount: amountOf(draft.amount), unit: item.leftover ? 'item' : draft.unit },
    place: draft.place,
    bought: draft.bought,
    opened: draft.opened ? (item.opened ?? today) : null,
    ...typed(draft),
    ...(option ? { ingredient: { id: option.id, storageLife: option.storageLife, category: option.category } } : {}),
  };
}

/** The item the form would save, to show its proposed date and cost as the cook fills it in. */
export function previewItem(draft: ItemDraft, item: InventoryItem | undefined, today: string): InventoryItem | undefined {
  const amount = amountOf(draft.amount);
  const sample = { ...draft, name: draft.name.trim() || 'item', amount: amount > 0 ? draft.amount : '1' };
  const built = item ? editInventoryItemValue(item, itemEdit(sample, item, today)) : buildInventoryItem(newItem(sample, today), PREVIEW_ID);
  if (!built.ok) return undefined;
  return amount > 0 ? built.item : { ...built.item, valuePence: undefined };
}

/** What a picked ingredient changes: a new item takes its place, unit and pack; a correction keeps what the cook said. */
export function pickIngredient(current: ItemDraft, option: IngredientOption, correcting: boolean): ItemDraft {
  return {
    ...current,
    name: option.name,
    option,
    ...(correcting
      ? {}
      : {
          place: option.storageLife.place,
          unit: option.unit,
          amount: current.amount.trim() && current.unit === option.unit ? current.amount : String(option.packSize),
        }),
  };
}

/** The date, kind and cost the form shows: the cook's own when typed, else what is proposed. */
export function shownFields(draft: ItemDraft, shown: InventoryItem | undefined) {
  return {
    date: draft.dateTyped ? draft.date : (shown?.date ?? ''),
    dateKind: draft.dateTyped ? draft.dateKind : (shown?.dateKind ?? draft.dateKind),
    value: draft.valueTyped ? draft.value : shown?.valuePence !== undefined ? penceAsPounds(shown.valuePence) : '',
  };
}
