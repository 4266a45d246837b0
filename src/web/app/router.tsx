import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppShell } from './shell/app-shell';
import { RouteError } from './shell/route-error';

/** Every screen is its own chunk, loaded when first visited. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../routes/home/home-page')).HomePage }) },
      { path: 'settings', lazy: async () => ({ Component: (await import('../routes/settings/settings-page')).SettingsPage }) },
      { path: '*', lazy: async () => ({ Component: (await import('../routes/not-found/not-found-page')).NotFoundPage }) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
