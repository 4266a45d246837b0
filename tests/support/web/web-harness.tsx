import { QueryClient, QueryClientProvider } from '../../../src/web/lib/query';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from '../../../src/web/lib/router/router';
import { Toaster, toast } from 'sonner';
import { expect, vi } from 'vitest';
import { emptyKitchen, KITCHEN_STATE_VERSION, type KitchenState } from '../../../src/domain/kitchen/kitchen-state';
import { ThemeProvider } from '../../../src/web/features/theme/theme-provider';
import { createBrowserKitchenStore } from '../../../src/web/lib/kitchen/browser-kitchen';
import { KitchenProvider } from '../../../src/web/lib/kitchen/kitchen-context';
import type { KitchenDoc } from '../../../src/web/lib/kitchen/kitchen-doc';
import { CURRENT_ACCOUNT_KEY, kitchenKey } from '../../../src/web/lib/kitchen/keys';
import { KitchenSession } from '../../../src/web/lib/kitchen/kitchen-session';

/** One request the page made, as the fake server saw it. */
export type SentRequest = { method: string; path: string; body: unknown; headers: Record<string, string>; query: Record<string, string> };

/** What a route of the fake server answers: a reply, or a thrown TypeError for 'unreachable'. */
export type Handler = (request: SentRequest, signal: AbortSignal | undefined) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** What fetch does when the server cannot be reached. */
export const unreachable = (): never => {
  throw new TypeError('Failed to fetch');
};

/** A reply that never comes, except that aborting the request rejects it as real fetch does. */
export const never: Handler = (_request, signal) =>
  new Promise<Response>((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });

export const COOK = { id: 'user-1', email: 'cook@example.com', name: 'cook', emailVerified: true };
export const sessionOf = (user: typeof COOK) => ({ user, session: { id: 'session-1', expiresAt: '2099-01-01T00:00:00.000Z' } });

/**
 * Replaces fetch with a fake server: `routes` maps 'METHOD /path' to a handler; any other request
 * answers 404 so a missing stub shows up as a failing assertion, not a hang.
 */
export function stubServer(routes: Record<string, Handler>) {
  const requests: SentRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const headers = Object.fromEntries([...new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).entries()]);
    const query = Object.fromEntries(url.searchParams.entries());
    const request: SentRequest = { method, path, body: text ? (JSON.parse(text) as unknown) : undefined, headers, query };
    requests.push(request);
    const handler = routes[`${method} ${path}`];
    if (!handler) return json({ error: { type: 'not_found', message: `No stub for ${method} ${path}` } }, 404);
    return handler(request, init?.signal ?? undefined);
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    requests,
    /** Requests other than the session check, as 'METHOD /path'. */
    sent: () => requests.filter((r) => r.path !== '/api/auth/get-session').map((r) => `${r.method} ${r.path}`),
  };
}

/**
 * Puts a kitchen in this browser's storage, as the store keeps it: the visitor's, or (with
 * `account`) a signed-in cook's, opened on the next load. Changes made through `change` first.
 */
export function seedKitchen(
  change: (state: KitchenState) => KitchenState,
  { account, device }: { account?: string; device?: KitchenDoc['device'] } = {},
): KitchenState {
  const before = storedKitchen(account);
  const state = change(before?.state ?? emptyKitchen());
  const doc: KitchenDoc = {
    version: KITCHEN_STATE_VERSION,
    rev: `seeded-${Math.random()}`,
    state,
    device: device ?? before?.device ?? {},
    sync: before?.sync ?? { cursor: null, versions: {}, queue: [] },
  };
  localStorage.setItem(kitchenKey(account ?? null), JSON.stringify(doc));
  if (account) localStorage.setItem(CURRENT_ACCOUNT_KEY, account);
  return state;
}

/** The kitchen stored for the visitor (or `account`), as the store wrote it. */
export function storedKitchen(account?: string): KitchenDoc | undefined {
  const text = localStorage.getItem(kitchenKey(account ?? null));
  return text === null ? undefined : (JSON.parse(text) as KitchenDoc);
}

/** A wrapper for hooks that read the kitchen store: a fresh store over this browser's storage, and the toaster. */
export function kitchenWrapper() {
  const kitchen = createBrowserKitchenStore();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <KitchenProvider store={kitchen}>
        {children}
        <Toaster />
      </KitchenProvider>
    );
  }
  return { kitchen, wrapper: Wrapper };
}

/** Renders `ui` as the app does: query client (no retries), kitchen store, theme, router at `path`, and the toaster. */
export function renderWithApp(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  // sonner keeps its toasts in a module-wide store and replays them to a new <Toaster />.
  toast.dismiss();
  const queryClient = new QueryClient();
  const kitchen = createBrowserKitchenStore();
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <KitchenProvider store={kitchen}>
        <KitchenSession />
        <ThemeProvider>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
          <Toaster />
        </ThemeProvider>
      </KitchenProvider>
    </QueryClientProvider>,
  );
  return { ...utils, queryClient, kitchen };
}

/** Waits until the session check has answered, so 'signed out' is a fact and not 'still loading'. */
export async function sessionSettled(queryClient: QueryClient) {
  await waitFor(() => expect(queryClient.getQueryState(['session'])?.status).toBe('success'));
}

/** The toast region (sonner), so a toast's text is not confused with the same text on the page. */
export const toasts = () => within(screen.getByRole('region', { name: /notifications/i }));
