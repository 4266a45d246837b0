import { CalendarDays, Check, ChefHat, Quote, ShoppingCart } from 'lucide-react';
import { Link } from '../../lib/router/router';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useSession } from '../../lib/session';
import { UseItUpWhenDue } from '../../features/pantry-use-up/components/use-it-up-when-due';
import { WeekPreview } from './week-preview';

export const HOME_TAGLINE = 'Let AI plan your meals, create shopping lists, and save time on meal preparation.';

const HIGHLIGHTS = ['Personalised meal plans', 'Smart shopping lists with price estimates', 'Expiry date tracking to reduce food waste'];

const FEATURES = [
  {
    title: 'Personalized Meal Selection',
    text: 'Tell Larder your diet, allergies, budget and cooking time, then pick the week’s meals from suggestions that fit.',
    icon: ChefHat,
  },
  {
    title: 'Weekly Meal Planning',
    text: 'Your meals laid out Monday to Sunday. Drag to rearrange, and cook first what goes off first.',
    icon: CalendarDays,
  },
  {
    title: 'Automated Shopping Lists',
    text: 'One list for the whole week: ingredients merged, grouped by aisle and priced in pounds.',
    icon: ShoppingCart,
  },
];

const TESTIMONIALS = [
  {
    quote: 'Sunday planning used to take me an hour. Now it’s ten minutes, and the shopping list is already sorted by aisle.',
    name: 'Priya',
    place: 'Leicester',
  },
  {
    quote: 'We throw away far less. The plan puts the spinach and the fish early in the week, before they turn.',
    name: 'Tom',
    place: 'Bristol',
  },
];

function HomeActions() {
  const { user, isLoading } = useSession();
  // Shaped like the signed-out actions (what most visitors of this page see), so the page does
  // not jump when the session is known.
  if (isLoading) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true" aria-label="Checking your account">
        <div className="flex flex-col gap-3 sm:flex-row">
          <Skeleton className="h-11 w-full sm:w-56" />
          <Skeleton className="h-11 w-full sm:w-48" />
        </div>
        <Skeleton className="h-10 w-full max-w-md" />
      </div>
    );
  }
  if (user) {
    return (
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to="/meal-selection">Start Planning Meals</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/meal-selection">Plan This Week's Meals</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to="/auth">Sign In / Create Account</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/auth">Create Free Account</Link>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Sign in to save meal plans, track ingredients and more.{' '}
        <Link to="/planner" className="font-medium text-primary underline-offset-4 hover:underline">
          Or start planning without an account
        </Link>
        .
      </p>
    </div>
  );
}

export function HomePage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-8 sm:py-16">
      <section className="grid items-center gap-10 lg:grid-cols-[1.15fr_1fr]">
        <div className="space-y-6">
          <p className="inline-flex items-center gap-2 rounded-full bg-sidebar-accent px-3 py-1 text-xs font-semibold text-sidebar-accent-foreground">
            Weekly meal planning for UK home cooks
          </p>
          <h1 className="text-4xl font-bold leading-[1.1] tracking-tight text-balance sm:text-5xl">
            Plan the week’s meals. Shop once. Waste less.
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground">{HOME_TAGLINE}</p>
          <ul className="space-y-2">
            {HIGHLIGHTS.map((item) => (
              <li key={item} className="flex items-center gap-2 text-sm">
                <Check className="size-4 text-primary" aria-hidden />
                {item}
              </li>
            ))}
          </ul>
          <HomeActions />
        </div>
        <WeekPreview />
      </section>
      <UseItUpWhenDue className="mt-10" />

      <section aria-labelledby="features-heading" className="mt-16 sm:mt-24">
        <h2 id="features-heading" className="sr-only">
          What Larder does
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {FEATURES.map(({ title, text, icon: Icon }) => (
            <Card key={title}>
              <CardHeader>
                <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-sidebar-accent text-sidebar-accent-foreground">
                  <Icon className="size-5" aria-hidden />
                </span>
                <CardTitle>{title}</CardTitle>
                <CardDescription className="leading-relaxed">{text}</CardDescription>
              </CardHeader>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="testimonials-heading" className="mt-16 sm:mt-24">
        <h2 id="testimonials-heading" className="mb-6 text-center text-2xl font-semibold tracking-tight">
          Cooks who plan with Larder
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          {TESTIMONIALS.map(({ quote, name, place }) => (
            <Card key={name} className="bg-muted/40">
              <CardContent className="pt-6">
                <figure className="space-y-4">
                  <Quote className="size-6 text-highlight" aria-hidden />
                  <blockquote className="text-base leading-relaxed">“{quote}”</blockquote>
                  <figcaption className="text-sm text-muted-foreground">
                    {name}, {place}
                  </figcaption>
                </figure>
              </CardContent>
            </Card>
          ))}
        </div>
      </section>
    </div>
  );
}
