import {
  CalendarDays,
  ChefHat,
  ClipboardCheck,
  BookOpen,
  Heart,
  ChartColumn,
  House,
  ListChecks,
  Receipt,
  Refrigerator,
  Settings,
  ShoppingCart,
  type LucideIcon,
} from 'lucide-react';

export type NavItem = { title: string; to: string; icon: LucideIcon };

/** Spec shell §2 'Navigation shell': signed-in cooks see every screen, signed-out visitors only Home. */
export const SIGNED_IN_NAV: readonly NavItem[] = [
  { title: 'Home', to: '/', icon: House },
  { title: 'Meal Planner', to: '/planner', icon: ChefHat },
  { title: 'Meal Selection', to: '/meal-selection', icon: ListChecks },
  { title: 'Favorites', to: '/favorites', icon: Heart },
  { title: 'My Recipes', to: '/recipes', icon: BookOpen },
  { title: 'Weekly Plan', to: '/weekly-plan', icon: CalendarDays },
  { title: 'Shopping List', to: '/shopping-list', icon: ShoppingCart },
  { title: 'Pantry Check', to: '/pantry-check', icon: ClipboardCheck },
  { title: 'Pantry', to: '/pantry', icon: Refrigerator },
  { title: 'Purchase Input', to: '/purchase-input', icon: Receipt },
  { title: 'Waste and savings', to: '/waste', icon: ChartColumn },
  { title: 'Settings', to: '/settings', icon: Settings },
];

export const SIGNED_OUT_NAV: readonly NavItem[] = [{ title: 'Home', to: '/', icon: House }];
