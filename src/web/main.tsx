import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { loadScreen, Screens } from './app/router';
import { browserHistory } from './lib/router/history';
import { Router } from './lib/router/router';
import './styles.css';

async function start(root: HTMLElement): Promise<void> {
  const history = browserHistory();
  // The screen's code is loaded first: a prerendered page (src/web/prerender.tsx) is adopted as
  // it stands, and becomes usable, rather than swapped for a loading state.
  await loadScreen(history.location.pathname);
  const adopting = root.hasChildNodes();
  const app = (
    <StrictMode>
      <Providers adopting={adopting}>
        <Router history={history} prepare={loadScreen}>
          <Screens />
        </Router>
      </Providers>
    </StrictMode>
  );
  if (adopting) {
    root.removeAttribute('inert');
    // As a transition, adopting the page yields to the cook's input instead of freezing a slow phone.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    // A screen built in the browser renders as a transition too: React renders it in slices and
    // yields between them, so a slow phone answers a tap instead of blocking for the whole
    // screen (total blocking time, decision 0015).
    const created = createRoot(root);
    startTransition(() => {
      created.render(app);
    });
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
void start(root);

// An installable app that opens offline (production builds only: dev has no asset manifest).
// On a prerendered page this script runs after the page has loaded (start-app.js fetches it
// after the first paint), when waiting for 'load' would wait for ever.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
