import { useId, useState, type FormEvent } from 'react';
import type { InventoryItem } from '../../../domain/pantry/inventory';
import { addInventoryItem, editInventoryItem } from '../../../domain/pantry/inventory-input';
import { itemEdit, newItem, pickIngredient, previewItem, shownFields, startDraft, type ItemDraft } from '../../../domain/pantry/item-draft';
import { dateText, itemTitle } from '../../../domain/pantry/inventory-view';
import type { IngredientOption } from '../../../domain/recipes/ingredient-search';
import { localToday } from '../../lib/dates';
import { useKitchenStore } from '../../lib/kitchen/kitchen-context';
import { randomId } from '../../lib/random-id';
import { showError, showSuccess } from '../../lib/toasts';
import { applyCommand, lowerFirst } from './pantry-actions';

/** The item form's state: the draft, what it proposes, and the command it runs on submit. */
export function useItemDialog(item: InventoryItem | undefined, onOpenChange: (open: boolean) => void) {
  const store = useKitchenStore();
  const [today] = useState(localToday);
  const [draft, setDraft] = useState(() => startDraft(item, today));
  const [invalid, setInvalid] = useState(false);
  const ids = useId();
  const change = (next: Partial<ItemDraft>) => setDraft((current) => ({ ...current, ...next }));
  const { date, dateKind, value } = shownFields(draft, previewItem(draft, item, today));
  const proposedFrom = draft.option?.name ?? (item?.storageLife || item?.leftover ? item.name : undefined);

  const pick = (option: IngredientOption) => setDraft((current) => pickIngredient(current, option, item !== undefined));
  const rename = (name: string) => {
    setInvalid(false);
    change({ name, option: undefined });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = item
      ? applyCommand(store, (state) => editInventoryItem(state, item.id, itemEdit(draft, item, today)))
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

  return { ids, draft, change, invalid, date, dateKind, value, proposedFrom, leftover: Boolean(item?.leftover), pick, rename, submit };
}

export type ItemDialogState = ReturnType<typeof useItemDialog>;
