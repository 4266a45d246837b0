import { formatPence } from '../../../domain/meal/money';
import type { WasteFigures, WasteWeek } from '../../../domain/pantry/waste-summary';
import { shortWeekLabel, weekRangeLabel } from './week-label';

const cell = 'px-1.5 py-2 text-right tabular-nums sm:px-3';
const head = 'px-1.5 py-2 text-right font-medium sm:px-3';

/** The chart's figures as a table: what a screen reader reads, and what a cook can copy. */
export function WasteTable({ weeks, totals }: { weeks: readonly WasteWeek[]; totals: WasteFigures }) {
  return (
    <div className="overflow-x-auto rounded-lg border" tabIndex={0} role="region" aria-labelledby="waste-table-caption">
      <table className="w-full text-xs sm:text-sm">
        <caption id="waste-table-caption" className="sr-only">
          Bought, used and thrown away per week, in pounds
        </caption>
        <thead className="bg-muted/60 text-muted-foreground">
          <tr>
            <th scope="col" className="px-1.5 py-2 text-left font-medium sm:px-3">
              Week<span className="sm:hidden"> of</span>
            </th>
            <th scope="col" className={head}>
              Bought
            </th>
            <th scope="col" className={head}>
              Used
            </th>
            <th scope="col" className={head}>
              Used in time
            </th>
            <th scope="col" className={head}>
              Thrown away
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {[...weeks].reverse().map((week) => (
            <tr key={week.weekStart}>
              <th scope="row" className="px-1.5 py-2 text-left font-normal whitespace-nowrap sm:px-3">
                {/* A phone has room for the Monday only. */}
                <span className="sm:hidden">{shortWeekLabel(week.weekStart)}</span>
                <span className="hidden sm:inline">{weekRangeLabel(week.weekStart)}</span>
              </th>
              <td className={cell}>{formatPence(week.boughtPence)}</td>
              <td className={cell}>{formatPence(week.usedPence)}</td>
              <td className={cell}>{formatPence(week.usedInTimePence)}</td>
              <td className={cell}>{formatPence(week.thrownPence)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 font-semibold">
          <tr>
            <th scope="row" className="px-1.5 py-2 text-left sm:px-3">
              Total
            </th>
            <td className={cell}>{formatPence(totals.boughtPence)}</td>
            <td className={cell}>{formatPence(totals.usedPence)}</td>
            <td className={cell}>{formatPence(totals.usedInTimePence)}</td>
            <td className={cell}>{formatPence(totals.thrownPence)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
