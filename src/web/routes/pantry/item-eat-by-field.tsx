import { DATE_KINDS, type DateKind } from '../../../domain/pantry/inventory';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import type { ItemDialogState } from './use-item-dialog';

const KIND_LABELS: Record<DateKind, string> = { 'use-by': 'Use by', 'best-before': 'Best before' };

type Props = Pick<ItemDialogState, 'ids' | 'draft' | 'change' | 'date' | 'dateKind' | 'proposedFrom'>;

/** The date to eat the item by and its kind, proposed until the cook types the label's own. */
export function ItemEatByField({ ids, draft, change, date, dateKind, proposedFrom }: Props) {
  return (
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
  );
}
