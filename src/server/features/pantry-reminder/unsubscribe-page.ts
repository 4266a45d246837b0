import { escapeHtml } from '../../mail/templates';
import { UNSUBSCRIBE_PATH } from './unsubscribe-token';

/*
 * The pages an unsubscribe link opens: plain HTML with a form, so it works in any browser and
 * without JavaScript. A GET only asks (mail scanners open links); the button POSTs.
 */

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Larder</title>
<style>
  body { margin: 0; background: #f4f1ea; color: #1c1917; font: 16px/1.6 -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; }
  main { box-sizing: border-box; max-width: 32rem; margin: 3rem auto; padding: 2rem; background: #fff; border: 1px solid #e4ddd1; border-radius: 12px; }
  .brand { margin: 0 0 1rem; font-size: 1.25rem; font-weight: 700; color: #2f6b3b; }
  h1 { margin: 0 0 .75rem; font-size: 1.375rem; line-height: 1.3; }
  p { margin: 0 0 1rem; }
  button { font: inherit; font-weight: 600; color: #fff; background: #2f6b3b; border: 0; border-radius: 8px; padding: .75rem 1.25rem; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1c1917; outline-offset: 2px; }
  a { color: #2f6b3b; }
  .note { margin: 1.25rem 0 0; font-size: .875rem; color: #5f5850; }
  @media (max-width: 34rem) { main { margin: 0; min-height: 100vh; border: 0; border-radius: 0; padding: 1.5rem; } }
</style>
</head>
<body><main><p class="brand">Larder</p>${body}</main></body>
</html>`;
}

export function confirmUnsubscribePage(token: string, enabled: boolean): string {
  if (!enabled) return unsubscribedPage();
  return page(
    'Stop the pantry reminder?',
    `<h1>Stop the pantry reminder?</h1>
<p>You will no longer get the daily e-mail about food in your pantry that goes off tomorrow.</p>
<form method="post" action="${escapeHtml(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`)}">
<button type="submit">Stop the reminder</button>
</form>
<p class="note">Changed your mind? Close this page: nothing changes until you press the button.</p>`,
  );
}

export function unsubscribedPage(): string {
  return page(
    'Pantry reminder stopped',
    `<h1>Pantry reminder stopped</h1>
<p>You will get no more pantry reminders. You can turn them on again at any time in <a href="/settings">Settings</a>.</p>`,
  );
}

export function unknownLinkPage(): string {
  return page(
    'Link not recognised',
    `<h1>This link is not recognised</h1>
<p>It may have been copied incompletely, or the account it belonged to has been deleted. You can turn the pantry reminder off in <a href="/settings">Settings</a>.</p>`,
  );
}
