import { createBrowserRouter, type RouteObject } from 'react-router';
import { ProtectedRoute } from '../features/auth/components/protected-route';
import { AppShell } from './shell/app-shell';
import { RouteError } from './shell/route-error';

/** Every screen is its own chunk, loaded when first visited. */
export const routes: RouteObject[] = [
  { path: '/auth', lazy: async () => ({ Component: (await import('../routes/auth/auth-page')).AuthPage }) },
  // A cook's list opened by someone without an account: no app shell, no session needed.
  { path: '/shared/:token', lazy: async () => ({ Component: (await import('../routes/shared-list/shared-list-page')).SharedListPage }) },
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../routes/home/home-page')).HomePage }) },
      {
        path: 'favorites',
        lazy: async () => {
          const { FavoritesPage } = await import('../routes/favorites/favorites-page');
          return {
            Component: () => (
              <ProtectedRoute>
                <FavoritesPage />
              </ProtectedRoute>
            ),
          };
        },
      },
      { path: 'recipes', lazy: async () => ({ Component: (await import('../routes/recipes/recipes-page')).RecipesPage }) },
      { path: 'recipes/new', lazy: async () => ({ Component: (await import('../routes/recipes/recipe-edit-page')).RecipeEditPage }) },
      { path: 'recipes/:id', lazy: async () => ({ Component: (await import('../routes/recipes/recipe-page')).RecipePage }) },
      { path: 'recipes/:id/edit', lazy: async () => ({ Component: (await import('../routes/recipes/recipe-edit-page')).RecipeEditPage }) },
      { path: 'planner', lazy: async () => ({ Component: (await import('../routes/planner/planner-page')).PlannerPage }) },
      {
        path: 'meal-selection',
        lazy: async () => ({ Component: (await import('../routes/meal-selection/meal-selection-page')).MealSelectionPage }),
      },
      { path: 'weekly-plan', lazy: async () => ({ Component: (await import('../routes/weekly-plan/weekly-plan-page')).WeeklyPlanPage }) },
      {
        path: 'pantry-check',
        lazy: async () => ({ Component: (await import('../routes/pantry-check/pantry-check-page')).PantryCheckPage }),
      },
      { path: 'pantry', lazy: async () => ({ Component: (await import('../routes/pantry/pantry-page')).PantryPage }) },
      {
        path: 'shopping-list',
        lazy: async () => ({ Component: (await import('../routes/shopping-list/shopping-list-page')).ShoppingListPage }),
      },
      {
        path: 'purchase-input',
        lazy: async () => ({ Component: (await import('../routes/purchase-input/purchase-input-page')).PurchaseInputPage }),
      },
      { path: 'waste', lazy: async () => ({ Component: (await import('../routes/waste/waste-page')).WastePage }) },
      { path: 'meal-plan', lazy: async () => ({ Component: (await import('../routes/meal-plan/meal-plan-page')).MealPlanPage }) },
      { path: 'settings', lazy: async () => ({ Component: (await import('../routes/settings/settings-page')).SettingsPage }) },
      {
        path: 'api-settings',
        lazy: async () => ({ Component: (await import('../routes/api-settings/api-settings-page')).ApiSettingsPage }),
      },
      { path: '*', lazy: async () => ({ Component: (await import('../routes/not-found/not-found-page')).NotFoundPage }) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
