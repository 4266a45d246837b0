/**
 * Larder's router: the part of React Router's API the app uses, and nothing else (decision 0022:
 * it took 26–28 KB gzip off every screen). Kept, with React Router's names and meaning:
 * `Router` on a history (`browserHistory`, or `memoryHistory` for tests and the prerender),
 * `MemoryRouter`, `Link` (`to`, `replace`; a click with a modifier key, another button or a
 * target is left to the browser), `NavLink` (`end`, `aria-current="page"`, a `className` that
 * reads `isActive`), `useLocation`, `useNavigate` (`replace`), `useParams` and `useSearchParams`
 * (setting them drops the `#fragment`); matching is `matchPath` in ./path. One addition:
 * `prepare` loads the next screen's code before the move, so the cook keeps the screen they are
 * on meanwhile (React Router's lazy routes). Left out: nested routes and `Outlet`, a `<Routes>`
 * element (the app's route table, src/web/app/router.tsx, matches in order), loaders and
 * actions, relative links, navigation `state`, `basename`, blockers and scroll restoration.
 * Each kept behaviour is tested in router.test.tsx and path.test.ts.
 */
import {
  createContext,
  startTransition,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { memoryHistory, type Location, type RouterHistory } from './history';
import { formatAddress, normalisePathname, parseAddress, type Params } from './path';

export type NavigateOptions = { readonly replace?: boolean };
export type Navigate = (to: string, options?: NavigateOptions) => Promise<void>;

/**
 * Loads what the screen at `pathname` needs before the router moves there, so the cook keeps
 * the screen they are on until the next one can be drawn. Undefined when it is already loaded.
 */
export type Prepare = (pathname: string) => Promise<unknown> | undefined;

type RouterValue = { readonly location: Location; readonly navigate: Navigate };

const RouterContext = createContext<RouterValue | undefined>(undefined);
const ParamsContext = createContext<Params>({});

function useRouter(): RouterValue {
  const router = use(RouterContext);
  if (!router) throw new Error('This component needs a <Router> above it.');
  return router;
}

/**
 * Keeps the app's address: the screens below read it with `useLocation` and move with `Link` or
 * `useNavigate`. A move is drawn as a transition, so a slow phone can still answer a tap while
 * the next screen renders.
 */
export function Router({ history, prepare, children }: { history: RouterHistory; prepare?: Prepare; children: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  // Only the latest move is carried out: a second tap wins over a screen still loading.
  const latestMove = useRef(0);

  const move = useMemo(() => {
    return (to: string, write: () => void): Promise<void> => {
      const ticket = ++latestMove.current;
      const arrive = () => {
        if (ticket !== latestMove.current) return;
        write();
        const next = history.location;
        startTransition(() => setLocation(next));
      };
      const loading = prepare?.(parseAddress(to).pathname);
      if (!loading) {
        arrive();
        return Promise.resolve();
      }
      return loading.then(arrive, arrive);
    };
  }, [history, prepare]);

  const navigate = useMemo<Navigate>(
    () =>
      (to, { replace = false } = {}) =>
        move(to, () => {
          // Moving to the address the cook is on replaces it, as a browser does: Back is not made to repeat it.
          if (replace || to === formatAddress(history.location)) history.replace(to);
          else history.push(to);
        }),
    [history, move],
  );

  useEffect(() => history.listen(() => void move(formatAddress(history.location), () => undefined)), [history, move]);

  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

/** A router on an in-memory history, starting at the last of `initialEntries`: for tests. */
export function MemoryRouter({ initialEntries, children }: { initialEntries?: readonly string[]; children: ReactNode }) {
  const [history] = useState(() => memoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

/** Gives the screen below the params its address was matched with. */
export function RouteParams({ params, children }: { params: Params; children: ReactNode }) {
  return <ParamsContext value={params}>{children}</ParamsContext>;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigate(): Navigate {
  return useRouter().navigate;
}

export function useParams(): Params {
  return use(ParamsContext);
}

export function useSearchParams(): [URLSearchParams, (next: Record<string, string> | URLSearchParams, options?: NavigateOptions) => void] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = (next: Record<string, string> | URLSearchParams, options?: NavigateOptions) => {
    const search = new URLSearchParams(next).toString();
    void navigate(formatAddress({ pathname: location.pathname, search: search ? `?${search}` : '', hash: '' }), options);
  };
  return [params, setParams];
}

/** A click the browser should handle itself: a new tab or window, a download, another button. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button !== 0 || (target !== undefined && target !== '_self') || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey
  );
}

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string; replace?: boolean };

/** A real link (it opens in a new tab, shows its address), which moves within the app when simply clicked. */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const { navigate } = useRouter();
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event, target)) return;
        event.preventDefault();
        void navigate(to, { replace });
      }}
    />
  );
}

/** Whether the cook is at `to`, or (unless `end`) somewhere below it. */
export function isActivePath(pathname: string, to: string, end: boolean): boolean {
  const here = normalisePathname(pathname).toLowerCase();
  const there = normalisePathname(parseAddress(to).pathname).toLowerCase();
  if (here === there) return true;
  return !end && there !== '/' && here.startsWith(`${there}/`);
}

/** A link that knows when it leads to the screen the cook is on: it says so to screen readers (`aria-current`) and in its style. */
export function NavLink({
  to,
  end = false,
  className,
  ...rest
}: Omit<LinkProps, 'className'> & { end?: boolean; className?: (state: { isActive: boolean }) => string }) {
  const { pathname } = useLocation();
  const isActive = isActivePath(pathname, to, end);
  return <Link {...rest} to={to} className={className?.({ isActive })} aria-current={isActive ? 'page' : undefined} />;
}
