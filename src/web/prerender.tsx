import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Providers } from './app/providers';
import { loadScreen, Screens } from './app/router';
import { memoryHistory } from './lib/router/history';
import { Router } from './lib/router/router';

/**
 * The screens whose first view is the same for every cook (nothing from their storage or
 * account shows before the app starts): their HTML is built ahead of time, so the page paints
 * while the app's script is still on its way. Screens with forms are left out: typing into a
 * page the app has not taken over yet would be lost.
 */
export const PRERENDERED_PATHS = ['/', '/weekly-plan'] as const;

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
