import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Providers } from './app/providers';
import { loadScreen, Screens } from './app/router';
import { memoryHistory } from './lib/router/history';
import { Router } from './lib/router/router';

/**
 * The screens whose first view is the same for every cook: nothing from their storage or account
 * shows before the app starts, only the screen's heading and skeletons where the cook's own
 * things will be. Their HTML is built ahead of time, so the page paints while the app's script is
 * still on its way. A form is never in that HTML: the page is inert until the app takes over, and
 * the form comes with the cook's kitchen after it.
 *
 * Only screens whose largest paint is their heading gain (decision 0003): on the others it is
 * the cook's own things, which wait for the app anyway, and a page painted early puts the app's
 * whole start inside the blocking time Lighthouse counts after the first paint.
 */
export const PRERENDERED_PATHS = ['/', '/planner', '/weekly-plan', '/shopping-list', '/pantry-check'] as const;

/** The HTML of the app at `path`, as a browser renders it before it knows anything about the cook. */
export async function prerender(path: string): Promise<string> {
  await loadScreen(path);
  return renderToString(
    <StrictMode>
      <Providers adopting>
        <Router history={memoryHistory([path])}>
          <Screens />
        </Router>
      </Providers>
    </StrictMode>,
  );
}
