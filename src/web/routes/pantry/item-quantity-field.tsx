import type { Unit } from '../../../domain/units/unit-table';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import type { ItemDialogState } from './use-item-dialog';
import { UNIT_CHOICES, unitLabel } from './units';

/** How much there is: an amount and its unit, or portions for a leftover. */
export function ItemQuantityField({ ids, draft, change, leftover }: Pick<ItemDialogState, 'ids' | 'draft' | 'change' | 'leftover'>) {
  return (
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
  );
}
