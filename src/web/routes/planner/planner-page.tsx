import { CalendarCheck, Leaf, ShieldCheck, ShoppingBasket } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { DEFAULT_PREFERENCES, type Preferences } from '../../../domain/preferences';
import { Card, CardContent } from '../../components/ui/card';
import { PreferencesForm } from '../../features/planning/components/preferences-form';
import { loadDefaultPreferences, loadPreferences, savePreferences } from '../../features/planning/planning-storage';

const FEATURES = [
  { icon: ShieldCheck, title: 'Safe for your allergies', text: 'Excluded items and allergens are never suggested.' },
  { icon: Leaf, title: 'Uses what you have', text: 'Tell us what needs using up and we’ll plan around it.' },
  { icon: ShoppingBasket, title: 'Priced in pounds', text: 'Every meal and the week’s shopping list, at UK average prices.' },
  { icon: CalendarCheck, title: 'A week that fits', text: 'Time, budget, calories and protein, your way.' },
];

function initialPreferences(): Preferences {
  const current = loadPreferences();
  if (current.status === 'ok') return current.preferences;
  return loadDefaultPreferences() ?? DEFAULT_PREFERENCES;
}

export function PlannerPage() {
  const navigate = useNavigate();
  const [initial] = useState(initialPreferences);
  const [submitting, setSubmitting] = useState(false);

  const submit = (preferences: Preferences) => {
    setSubmitting(true);
    if (!savePreferences(preferences)) {
      setSubmitting(false);
      toast.error('Error', { description: 'Failed to save your preferences. Please try again.' });
      return;
    }
    toast.success('Preferences Saved!', { description: 'Now choose your favourite meals for the week.' });
    void navigate('/meal-selection');
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-8">
      <h1 className="text-3xl font-bold tracking-tight">Create your weekly meal plan</h1>
      <p className="mt-1 text-muted-foreground">Tell us how you cook and eat; we’ll suggest meals to choose from.</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <aside aria-label="What you get" className="order-2 space-y-3 lg:order-1">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <div key={title} className="flex gap-3 rounded-xl border bg-card p-4">
              <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
              <div>
                <p className="font-medium">{title}</p>
                <p className="text-sm text-muted-foreground">{text}</p>
              </div>
            </div>
          ))}
        </aside>
        <Card className="order-1 lg:order-2">
          <CardContent className="pt-6">
            <PreferencesForm initial={initial} submitting={submitting} onSubmit={submit} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
