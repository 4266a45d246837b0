import { Info } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../components/ui/button';
import { Link, useNavigate } from '../../lib/router/router';
import { INVALID_PREFERENCES_MESSAGE } from '../../../domain/generation';
import { showError } from '../../lib/toasts';

/** Spec §9. */
const REDIRECT_TO_PLANNER_MS = 1_500;

/** No preferences to choose meals for: missing ones send the cook back to the planner (spec §2), unreadable ones say so. */
export function MissingPreferences({ status }: { status: 'missing' | 'invalid' | 'no-meal-count' }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (status === 'no-meal-count') showError('Invalid Preferences', INVALID_PREFERENCES_MESSAGE);
    if (status !== 'missing') return;
    showError('No preferences found', 'Please set your preferences first.');
    const timer = setTimeout(() => void navigate('/planner'), REDIRECT_TO_PLANNER_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <Info className="size-10 text-muted-foreground" aria-hidden />
      <p className="text-lg">
        {status === 'missing'
          ? 'no meal preferences found. please set your preferences first.'
          : 'could not load meal preferences. please try again.'}
      </p>
      <Button asChild>
        <Link to="/planner">Go to Meal Planner</Link>
      </Button>
    </div>
  );
}
