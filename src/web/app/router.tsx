import { Component, use, type ComponentType, type ReactNode } from 'react';
import { ProtectedRoute } from '../features/auth/components/protected-route';
import type { Location } from '../lib/router/history';
import { matchPath, type Params } from '../lib/router/path';
import { RouteParams, useLocation } from '../lib/router/router';
import { AppShell } from './shell/app-shell';
import { RouteError } from './shell/route-error';

export type ScreenRoute = {
  /** A pattern for `matchPath`; the first route that matches an address shows it. */
  readonly path: string;
  /** Drawn inside the app's shell (its sidebar and header), or on a page of its own. */
  readonly inShell: boolean;
  readonly load: () => Promise<ComponentType>;
};

/** Every screen is its own chunk, loaded when first visited. */
export const SCREENS: readonly ScreenRoute[] = [
  { path: '/auth', inShell: false, load: async () => (await import('../routes/auth/auth-page')).AuthPage },
  // A cook's list opened by someone without an account: no app shell, no session needed.
  { path: '/shared/:token', inShell: false, load: async () => (await import('../routes/shared-list/shared-list-page')).SharedListPage },
  { path: '/', inShell: true, load: async () => (await import('../routes/home/home-page')).HomePage },
  {
    path: '/favorites',
    inShell: true,
    load: async () => {
      const { FavoritesPage } = await import('../routes/favorites/favorites-page');
      return function ProtectedFavorites() {
        return (
          <ProtectedRoute>
            <FavoritesPage />
          </ProtectedRoute>
        );
      };
    },
  },
  { path: '/recipes', inShell: true, load: async () => (await import('../routes/recipes/recipes-page')).RecipesPage },
  { path: '/recipes/new', inShell: true, load: async () => (await import('../routes/recipes/recipe-edit-page')).RecipeEditPage },
  { path: '/recipes/:id', inShell: true, load: async () => (await import('../routes/recipes/recipe-page')).RecipePage },
  { path: '/recipes/:id/edit', inShell: true, load: async () => (await import('../routes/recipes/recipe-edit-page')).RecipeEditPage },
  { path: '/planner', inShell: true, load: async () => (await import('../routes/planner/planner-page')).PlannerPage },
  {
    path: '/meal-selection',
    inShell: true,
    load: async () => (await import('../routes/meal-selection/meal-selection-page')).MealSelectionPage,
  },
  { path: '/weekly-plan', inShell: true, load: async () => (await import('../routes/weekly-plan/weekly-plan-page')).WeeklyPlanPage },
  { path: '/pantry-check', inShell: true, load: async () => (await import('../routes/pantry-check/pantry-check-page')).PantryCheckPage },
  { path: '/pantry', inShell: true, load: async () => (await import('../routes/pantry/pantry-page')).PantryPage },
  {
    path: '/shopping-list',
    inShell: true,
    load: async () => (await import('../routes/shopping-list/shopping-list-page')).ShoppingListPage,
  },
  {
    path: '/purchase-input',
    inShell: true,
    load: async () => (await import('../routes/purchase-input/purchase-input-page')).PurchaseInputPage,
  },
  { path: '/waste', inShell: true, load: async () => (await import('../routes/waste/waste-page')).WastePage },
  { path: '/meal-plan', inShell: true, load: async () => (await import('../routes/meal-plan/meal-plan-page')).MealPlanPage },
  { path: '/settings', inShell: true, load: async () => (await import('../routes/settings/settings-page')).SettingsPage },
  { path: '/api-settings', inShell: true, load: async () => (await import('../routes/api-settings/api-settings-page')).ApiSettingsPage },
  { path: '*', inShell: true, load: async () => (await import('../routes/not-found/not-found-page')).NotFoundPage },
];

type Loaded = { readonly screen: ComponentType } | { readonly error: unknown };

type BoundaryState = { readonly failure: { readonly error: unknown } | undefined; readonly location: Location };

/** A screen that fails to load or render shows an error page instead of a blank one; moving elsewhere clears it. */
class ScreenErrorBoundary extends Component<{ location: Location; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failure: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: { location: Location }, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { failure: undefined, location: props.location };
  }

  override render() {
    return this.state.failure ? <RouteError error={this.state.failure.error} /> : this.props.children;
  }
}

/** The screens of `routes`, each loaded once and kept. */
export function screenSet(routes: readonly ScreenRoute[]) {
  const loaded = new Map<ScreenRoute, Loaded>();
  const loading = new Map<ScreenRoute, Promise<void>>();

  /** The route that shows `pathname` (the last route, not found, matches every address) and its params. */
  function routeFor(pathname: string): { route: ScreenRoute; params: Params } {
    for (const route of routes) {
      const params = matchPath(route.path, pathname);
      if (params) return { route, params };
    }
    throw new Error(`No screen shows ${pathname}: the route list must end with '*'.`);
  }

  function load(route: ScreenRoute): Promise<void> {
    const started = loading.get(route);
    if (started) return started;
    const settled = route
      .load()
      .then(
        (screen) => void loaded.set(route, { screen }),
        // A failed load (the cook went offline, a deploy replaced the chunk) is shown by the
        // error page, and tried again on the next visit.
        (error: unknown) => void loaded.set(route, { error }),
      )
      .finally(() => loading.delete(route));
    loading.set(route, settled);
    return settled;
  }

  /**
   * Loads the code of the screen at `pathname`: the router waits for it before moving, and the
   * app before its first render. Undefined when it is already loaded, so the move is immediate.
   */
  function loadScreen(pathname: string): Promise<void> | undefined {
    const { route } = routeFor(pathname);
    const entry = loaded.get(route);
    return entry && 'screen' in entry ? undefined : load(route);
  }

  function useScreen(route: ScreenRoute): ComponentType {
    // Every move loads its screen first; suspending here is only a safety net.
    if (!loaded.has(route)) use(load(route));
    const entry = loaded.get(route);
    if (!entry) throw new Error(`The screen at ${route.path} did not load.`);
    if ('screen' in entry) return entry.screen;
    throw entry.error;
  }

  function Screen({ route, params }: { route: ScreenRoute; params: Params }) {
    const Shown = useScreen(route);
    return (
      <RouteParams params={params}>
        <Shown />
      </RouteParams>
    );
  }

  /** The screen at the router's address, in the app's shell when it belongs there. */
  function Screens() {
    const location = useLocation();
    const { route, params } = routeFor(location.pathname);
    const screen = <Screen route={route} params={params} />;
    return <ScreenErrorBoundary location={location}>{route.inShell ? <AppShell>{screen}</AppShell> : screen}</ScreenErrorBoundary>;
  }

  return { routeFor, loadScreen, Screens };
}

export const { loadScreen, Screens } = screenSet(SCREENS);
