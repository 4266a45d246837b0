import { useId, useState, type FormEvent } from 'react';
import { penceAsPounds, readPence } from '../../../domain/meal/money';
import { DATE_KINDS, STORAGE_PLACES, type DateKind, type InventoryItem, type StoragePlace } from '../../../domain/pantry/inventory';
import {
  addInventoryItem,
  buildInventoryItem,
  editInventoryItem,
  editInventoryItemValue,
  type InventoryEdit,
  type NewInventoryItem,
} from '../../../domain/pantry/inventory-input';
import { hasProposedDate } from '../../../domain/pantry/inventory-item';
import { dateText, itemTitle, PLACE_LABELS } from '../../../domain/pantry/inventory-view';
import type { IngredientOption } from '../../../domain/recipes/ingredient-search';
import type { Unit } from '../../../domain/units/unit-table';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { localToday } from '../../lib/dates';
import { useKitchenStore } from '../../lib/kitchen/kitchen-context';
import { randomId } from '../../lib/random-id';
import { showError, showSuccess } from '../../lib/toasts';
import { IngredientNameField } from './ingredient-name-field';
import { applyCommand, lowerFirst } from './pantry-actions';
import { UNIT_CHOICES, unitLabel } from './units';

type Draft = {
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

const KIND_LABELS: Record<DateKind, string> = { 'use-by': 'Use by', 'best-before': 'Best before' };

function startDraft(item: InventoryItem | undefined, today: string): Draft {
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
function typed(draft: Draft) {
  const pence = readPence(draft.value);
  return {
    ...(draft.dateTyped ? { date: draft.date || null, dateKind: draft.dateKind } : {}),
    ...(draft.valueTyped ? { valuePence: draft.value.trim() && pence !== undefined ? pence : null } : {}),
  };
}

function newItem(draft: Draft, today: string): NewInventoryItem {
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

function edit(draft: Draft, item: InventoryItem, today: string): InventoryEdit {
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
function preview(draft: Draft, item: InventoryItem | undefined, today: string): InventoryItem | undefined {
  const amount = amountOf(draft.amount);
  const sample = { ...draft, name: draft.name.trim() || 'item', amount: amount > 0 ? draft.amount : '1' };
  const built = item ? editInventoryItemValue(item, edit(sample, item, today)) : buildInventoryItem(newItem(sample, today), PREVIEW_ID);
  if (!built.ok) return undefined;
  return amount > 0 ? built.item : { ...built.item, valuePence: undefined };
}

/**
 * Adding an item (no `item`) or correcting one. The date and the cost are proposed from the
 * ingredient picked (how it keeps, what it costs) and follow the place, the bought day and
 * opening, until the cook types their own.
 */
export function ItemDialog({ open, onOpenChange, item }: { open: boolean; onOpenChange: (open: boolean) => void; item?: InventoryItem }) {
  const store = useKitchenStore();
  const [today] = useState(localToday);
  const [draft, setDraft] = useState(() => startDraft(item, today));
  const [invalid, setInvalid] = useState(false);
  const ids = useId();
  const change = (next: Partial<Draft>) => setDraft((current) => ({ ...current, ...next }));
  const shown = preview(draft, item, today);
  const date = draft.dateTyped ? draft.date : (shown?.date ?? '');
  const dateKind = draft.dateTyped ? draft.dateKind : (shown?.dateKind ?? draft.dateKind);
  const value = draft.valueTyped ? draft.value : shown?.valuePence !== undefined ? penceAsPounds(shown.valuePence) : '';
  const proposedFrom = draft.option?.name ?? (item?.storageLife || item?.leftover ? item.name : undefined);
  const leftover = Boolean(item?.leftover);

  const pick = (option: IngredientOption) =>
    setDraft((current) => ({
      ...current,
      name: option.name,
      option,
      // A new item takes the ingredient's own place, unit and pack; a correction keeps what the cook said.
      ...(item
        ? {}
        : {
            place: option.storageLife.place,
            unit: option.unit,
            amount: current.amount.trim() && current.unit === option.unit ? current.amount : String(option.packSize),
          }),
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = item
      ? applyCommand(store, (state) => editInventoryItem(state, item.id, edit(draft, item, today)))
      : applyCommand(store, (state) => addInventoryItem(state, newItem(draft, today), { newId: randomId }));
    if (!result.ok) {
      setInvalid(result.reason === 'invalid' && !draft.name.trim());
      showError(item ? 'Changes not saved' : 'Item not added', result.message ?? 'It is no longer in your pantry.');
      return;
    }
    const when = dateText(result.item, today);
    showSuccess(item ? 'Changes saved' : 'Added to your pantry', `${itemTitle(result.item)}${when ? `: ${lowerFirst(when)}` : ''}`);
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{item ? `Edit ${itemTitle(item)}` : 'Add to your pantry'}</DialogTitle>
          <DialogDescription>
            {item ? 'Correct what the pantry says about it.' : 'What it is, how much, where it is kept and when to eat it by.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
          <div className="sm:col-span-2">
            <IngredientNameField
              value={draft.name}
              invalid={invalid}
              onChange={(name) => {
                setInvalid(false);
                change({ name, option: undefined });
              }}
              onPick={pick}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${ids}-amount`}>{leftover ? 'Portions' : 'Quantity'}</Label>
            <div className="flex gap-2">
              <Input
                id={`${ids}-amount`}
                type="number"
                inputMode="decimal"
                min={0}
                step={leftover ? 1 : 'any'}
                required
                className="min-w-0 flex-1"
                value={draft.amount}
                onChange={(event) => change({ amount: event.target.value })}
              />
              {!leftover && (
                <div className="w-32 shrink-0">
                  <NativeSelect aria-label="Unit" value={draft.unit} onChange={(event) => change({ unit: event.target.value as Unit })}>
                    {[...new Set<Unit>([...UNIT_CHOICES, draft.unit])].map((unit) => (
                      <option key={unit} value={unit}>
                        {unitLabel(unit)}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              )}
            </div>
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${ids}-place`}>Kept in</Label>
            <NativeSelect
              id={`${ids}-place`}
              value={draft.place}
              onChange={(event) => change({ place: event.target.value as StoragePlace })}
            >
              {STORAGE_PLACES.map((place) => (
                <option key={place} value={place}>
                  {PLACE_LABELS[place]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${ids}-bought`}>{leftover ? 'Cooked' : 'Bought'}</Label>
            <Input
              id={`${ids}-bought`}
              type="date"
              required
              value={draft.bought}
              onChange={(event) => change({ bought: event.target.value })}
            />
          </div>
          <div className="flex items-center gap-3 self-end pb-2.5">
            <Checkbox id={`${ids}-opened`} checked={draft.opened} onCheckedChange={(checked) => change({ opened: checked })} />
            <Label htmlFor={`${ids}-opened`}>{item?.opened ? 'Opened' : 'Already opened'}</Label>
          </div>
          <fieldset className="space-y-2 sm:col-span-2">
            <legend className="text-sm font-medium leading-none">Eat by</legend>
            <div className="flex flex-col gap-2 pt-2 sm:flex-row">
              <div className="sm:w-44">
                <NativeSelect
                  aria-label="Kind of date"
                  value={dateKind}
                  onChange={(event) => change({ dateKind: event.target.value as DateKind, date, dateTyped: true })}
                >
                  {DATE_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {KIND_LABELS[kind]}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <Input
                type="date"
                aria-label="Date"
                aria-describedby={`${ids}-date-hint`}
                className="sm:w-48"
                value={date}
                onChange={(event) => change({ date: event.target.value, dateKind, dateTyped: true })}
              />
            </div>
            <p id={`${ids}-date-hint`} className="text-xs text-muted-foreground">
              {draft.dateTyped
                ? 'Your own date: it stays when the place or opening changes.'
                : proposedFrom && date
                  ? `Proposed from how ${proposedFrom} keeps; change it to the date on the label.`
                  : 'Type the date on the label, if it has one.'}
            </p>
          </fieldset>
          <div className="space-y-2">
            <Label htmlFor={`${ids}-value`}>Cost (£)</Label>
            <Input
              id={`${ids}-value`}
              inputMode="decimal"
              placeholder="Not known"
              aria-describedby={`${ids}-value-hint`}
              value={value}
              onChange={(event) => change({ value: event.target.value, valueTyped: true })}
            />
            <p id={`${ids}-value-hint`} className="text-xs text-muted-foreground">
              What it cost, so the pantry can say what was used and what was thrown away.
            </p>
          </div>
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit">{item ? 'Save changes' : 'Add item'}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
