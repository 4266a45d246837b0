import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { matchPath } from '../../../src/web/lib/router/path';
import { RouteParams, useLocation } from '../../../src/web/lib/router/router';

type RouteProps = { path: string; element: ReactNode };

/** One screen of a test's small app: read by `Routes`, renders nothing itself. */
export function Route(_props: RouteProps): null {
  return null;
}

/** Shows the element of the first `Route` whose path matches the router's address, or nothing. */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  for (const child of Children.toArray(children)) {
    if (!isValidElement(child) || child.type !== Route) continue;
    const { path, element } = (child as ReactElement<RouteProps>).props;
    const params = matchPath(path, pathname);
    if (params) return <RouteParams params={params}>{element}</RouteParams>;
  }
  return null;
}
