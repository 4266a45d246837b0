import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/router';

/**
 * The screens whose first view is the same for every cook (nothing from their storage or
 * account shows before the app starts): their HTML is built ahead of time, so the page paints
 * while the app's script is still on its way. Screens with forms are left out: typing into a
 * page the app has not taken over yet would be lost.
 */
export const PRERENDERED_PATHS = ['/', '/weekly-plan'] as const;

/** The HTML of the app at `path`, as a browser renders it before it knows anything about the cook. */
export async function prerender(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://larder.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers with a redirect; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <Providers adopting>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
}
