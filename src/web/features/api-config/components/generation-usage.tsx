import { formatCount as count } from '../../../../domain/text/format-count';
import type { ServerConfigCheck } from '../api/check-config';

type GenerationStatus = NonNullable<ServerConfigCheck['generation']>;

/** How the server spends its AI budget: today's counts against the daily caps, who may use it, pictures. */
export function GenerationUsage({ status }: { status: GenerationStatus }) {
  const rows: [string, string][] = [
    ['AI meal suggestions today', `${count(status.usedToday)} of ${count(status.dailyLimit)}`],
    [
      'Yours today',
      status.yoursToday === null
        ? `Sign in to see yours (up to ${count(status.perCookLimit)} a day)`
        : `${count(status.yoursToday)} of ${count(status.perCookLimit)}`,
    ],
    [
      'Who gets AI suggestions',
      status.access === 'account' ? "Signed-in cooks; visitors get Larder's recipe catalog" : 'Everyone, signed in or not',
    ],
    ['Meal pictures', status.images ? 'Drawn by the image model' : "Larder's own illustrations (the image model is off)"],
    ['At once', `Up to ${count(status.concurrency)} AI generations, and ${count(status.queueLength)} more waiting their turn`],
  ];
  return (
    <section aria-labelledby="generation-usage-heading" className="space-y-2 rounded-lg border p-4">
      <h3 id="generation-usage-heading" className="text-sm font-semibold">
        AI usage
      </h3>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">Counts start again at midnight (UTC). A key of your own is not counted.</p>
    </section>
  );
}
