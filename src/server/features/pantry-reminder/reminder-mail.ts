import { dayLabel } from '../../../domain/dates';
import { formatQuantity } from '../../../domain/units';
import type { InventoryItem } from '../../../domain/pantry';
import type { MailMessage } from '../../mail/mailer';
import { escapeHtml } from '../../mail/templates';
import type { MealIdea } from './find-meals-for-items';

const PLACE: Record<InventoryItem['place'], string> = { fridge: 'fridge', freezer: 'freezer', cupboard: 'cupboard' };
const DATE_KIND: Record<InventoryItem['dateKind'], string> = { 'use-by': 'use by', 'best-before': 'best before' };

/** '240 g', '2 portions'; nothing for a single thing ('Sourdough loaf', not 'Sourdough loaf (1)'). */
function amountOf(item: InventoryItem): string {
  if (item.leftover) return item.leftover.portions === 1 ? '1 portion' : `${item.leftover.portions} portions`;
  if (item.quantity.unit === 'item' && item.quantity.amount === 1) return '';
  return formatQuantity(item.quantity);
}

function itemLine(item: InventoryItem): string {
  const amount = amountOf(item);
  return `${item.name}${amount ? ` (${amount})` : ''}, ${DATE_KIND[item.dateKind]} tomorrow, in the ${PLACE[item.place]}`;
}

function ideaLine(item: InventoryItem, idea: MealIdea | undefined): string {
  if (item.leftover) return item.leftover.freezes ? 'Eat it tomorrow, or freeze it today.' : 'Eat it by tomorrow.';
  if (!idea) return item.dateKind === 'use-by' ? 'Use it by tomorrow, or freeze it if it freezes.' : 'Use it soon.';
  return idea.source === 'favourite' ? `Cook one of your favourites: ${idea.name}.` : `Try ${idea.name}.`;
}

/**
 * The day's reminder: what is dated tomorrow, each with a meal to use it in, and the one-click
 * unsubscribe (a link in the body, and List-Unsubscribe with List-Unsubscribe-Post, RFC 8058).
 */
export function reminderMail({
  to,
  tomorrow,
  items,
  ideas,
  baseUrl,
  unsubscribeUrl,
}: {
  to: string;
  tomorrow: string;
  items: readonly InventoryItem[];
  ideas: ReadonlyMap<string, MealIdea>;
  baseUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  const count = items.length === 1 ? 'One thing goes off' : `${items.length} things go off`;
  const subject = `${count} tomorrow: ${items
    .slice(0, 3)
    .map((item) => item.name)
    .join(', ')}${items.length > 3 ? '…' : ''}`;
  const pantryUrl = `${baseUrl.replace(/\/$/, '')}/pantry`;
  const intro = `Here is what goes off tomorrow, ${dayLabel(tomorrow)}, with a meal to use each in.`;
  const text = [
    `${count} tomorrow.`,
    '',
    intro,
    '',
    ...items.flatMap((item) => [`- ${itemLine(item)}`, `  ${ideaLine(item, ideas.get(item.id))}`]),
    '',
    `Your pantry: ${pantryUrl}`,
    '',
    `You get this because you turned on the pantry reminder in Larder. Stop it: ${unsubscribeUrl}`,
    '',
    '— Larder',
  ].join('\n');
  const rows = items
    .map(
      (item) => `<tr><td style="padding:10px 0;border-top:1px solid #eee7dc">
<p style="margin:0;font-size:15px;font-weight:600">${escapeHtml(itemLine(item))}</p>
<p style="margin:4px 0 0;font-size:14px;color:#5f5850">${escapeHtml(ideaLine(item, ideas.get(item.id)))}</p></td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en-GB"><body style="margin:0;background:#f4f1ea;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;border:1px solid #e4ddd1">
<tr><td style="padding:28px 32px 8px"><p style="margin:0;font-size:20px;font-weight:700;color:#2f6b3b">Larder</p></td></tr>
<tr><td style="padding:8px 32px 0"><h1 style="margin:0 0 12px;font-size:22px">${escapeHtml(`${count} tomorrow`)}</h1>
<p style="margin:0 0 16px;font-size:15px;line-height:1.6">${escapeHtml(intro)}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows}</table>
<p style="margin:20px 0 24px"><a href="${escapeHtml(pantryUrl)}" style="display:inline-block;background:#2f6b3b;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">Open my pantry</a></p>
<p style="margin:0 0 28px;font-size:13px;color:#5f5850;line-height:1.6">You get this because you turned on the pantry reminder in Larder. <a href="${escapeHtml(unsubscribeUrl)}" style="color:#2f6b3b">Stop these e-mails</a>.</p></td></tr>
</table><p style="font-size:12px;color:#8a8178;margin:16px 0 0">Larder · weekly meal planning for UK home cooks</p></td></tr></table>
</body></html>`;
  return {
    to,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
