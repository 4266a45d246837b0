import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '../../lib/router/router';
import type { KitchenState } from '../../../domain/kitchen/kitchen-state';
import { EXTRA_ITEM_DEFAULT_PRICE, EXTRA_ITEM_DEFAULT_QUANTITY } from '../../../domain/purchases/constants';
import { NO_PURCHASE_ROW, proposedExpiry, recordedPurchases, type PurchaseRow } from '../../../domain/purchases/purchase-form';
import type { PurchaseRecord } from '../../../domain/purchases/purchase-record';
import { penceAsPounds } from '../../../domain/meal/money';
import { savePurchases } from '../../../domain/pantry/purchases-to-inventory';
import { boughtLine } from '../../../domain/pantry/stock-line';
import type { ShoppingListItem } from '../../../domain/shopping-list';
import { onDemand } from '../../lib/on-demand';
import { localToday } from '../../lib/dates';
import { useKitchenStore } from '../../lib/kitchen/kitchen-context';
import { randomId } from '../../lib/random-id';
import { showError, showSuccess } from '../../lib/toasts';

export type ExtraDraft = { name: string; quantity: string; expiryDate: string };

const purchaseTools = onDemand(() => import('./purchase-tools'));
/** A tool that did not load (offline before it was cached): nothing is changed, the form stays. */
const NOT_LOADED = 'Part of Larder did not load. Check your connection and try again.';
const NO_DRAFT: ExtraDraft = { name: '', quantity: '', expiryDate: '' };

/** The purchase form's state: the ticks and dates per item, the extra items, and Save. */
export function usePurchaseInput(items: readonly ShoppingListItem[]) {
  const navigate = useNavigate();
  const store = useKitchenStore();
  // A form: what the cook ticks and types stays here until Save (the Missing ticks never leave it).
  const [start] = useState(() => recordedPurchases(store.getState(), items));
  const [rows, setRows] = useState<Record<string, PurchaseRow>>(start.rows);
  const [extras, setExtras] = useState<PurchaseRecord[]>(start.extras);
  // The extras as of the last change: a Save clicked while an Add waited for the tools reads it.
  const extrasNow = useRef(extras);
  const addExtraRecord = (record: PurchaseRecord) => {
    extrasNow.current = [...extrasNow.current, record];
    setExtras(extrasNow.current);
  };
  const [draft, setDraft] = useState<ExtraDraft>(NO_DRAFT);
  const names = useMemo(() => new Map(items.map((item) => [item.key, item])), [items]);

  const rowOf = (key: string) => rows[key] ?? NO_PURCHASE_ROW;
  const setRow = (key: string, change: Partial<PurchaseRow>) =>
    setRows((current) => ({ ...current, [key]: { ...(current[key] ?? NO_PURCHASE_ROW), ...change } }));
  const togglePurchased = (item: ShoppingListItem, purchased: boolean) => {
    const current = rows[item.key]?.expiry;
    const proposed = purchased && !current ? proposedExpiry(item, localToday()) : current;
    setRow(item.key, { purchased, expiry: proposed ?? '' });
  };

  const addExtra = (event: FormEvent) => {
    event.preventDefault();
    const name = draft.name.trim();
    if (!name) {
      showError('Missing Information', 'Please enter an item name');
      return;
    }
    const typed = { ...draft };
    purchaseTools.run(
      ({ purchaseRecordSchema }) => {
        const parsed = purchaseRecordSchema.safeParse({
          name,
          quantity: typed.quantity.trim() || EXTRA_ITEM_DEFAULT_QUANTITY,
          purchased: true,
          ...(typed.expiryDate ? { actualExpiryDate: typed.expiryDate } : {}),
        });
        // Never dropped in silence: the cook is told what to change, and what they typed stays.
        if (!parsed.success) {
          showError('Item not added', parsed.error.issues[0]?.message);
          return;
        }
        addExtraRecord(parsed.data);
        setDraft(NO_DRAFT);
        showSuccess('Item Added', `${name} has been added to your purchases.`);
      },
      () => showError('Item not added', NOT_LOADED),
    );
  };

  const save = () => {
    const bought = [...names.values()].filter((item) => rows[item.key]?.purchased);
    purchaseTools.run(
      ({ purchaseRecordSchema, parseAmount }) => {
        const records: PurchaseRecord[] = [
          ...bought.flatMap((item) => {
            const row = rows[item.key];
            if (!row?.purchased) return [];
            return [
              purchaseRecordSchema.parse({
                name: item.name,
                quantity: item.quantity || '1',
                price: item.pricePence !== undefined ? penceAsPounds(item.pricePence) : EXTRA_ITEM_DEFAULT_PRICE,
                purchased: true,
                ...(row.expiry ? { actualExpiryDate: row.expiry } : {}),
              }),
            ];
          }),
          ...extrasNow.current,
        ];
        // Spec §4: Save shows what was bought on every matching ingredient of the plan. A row no
        // longer ticked is no longer a purchase, so the plan no longer shows it bought. What was
        // bought goes into the inventory (whole packs, dated), once: saving again updates the same items.
        const lines = bought.map((item) => boughtLine(item, parseAmount));
        const update = (state: KitchenState) =>
          savePurchases(state, { records, lines, today: localToday(), newId: randomId, readAmount: parseAmount });
        if (!store.update(update, { requireStored: true })) {
          showError('Error', 'Your purchases could not be saved in this browser. Please try again.');
          return;
        }
        showSuccess('Changes Saved', 'Your purchases and expiry dates have been updated in your meal plan.');
        void navigate('/weekly-plan');
      },
      () => showError('Error', `Your purchases could not be saved. ${NOT_LOADED}`),
    );
  };

  return { rowOf, setRow, togglePurchased, extras, draft, setDraft, addExtra, save };
}
