import { useQueryClient } from '../../../lib/query';
import { CalendarPlus } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { showError, showSuccess } from '../../../lib/toasts';
import type { CalendarFeedLink, Mealtimes } from '../../../../domain/calendar';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { CALENDAR_QUERY_KEY, createFeedLink, revokeFeedLink, saveMealtimes, useCalendarSettings } from '../api/calendar';
import { CopyLink } from './copy-link';

const failed = (title: string) => (error: unknown) => showError(title, error instanceof Error ? error.message : undefined);
const since = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** Settings → "Calendar": the cook's usual mealtimes, and a private feed of the planned meals. */
export function CalendarCard() {
  const settings = useCalendarSettings();
  const queryClient = useQueryClient();
  const [times, setTimes] = useState<Mealtimes | null>(null);
  const [link, setLink] = useState<CalendarFeedLink | null>(null);
  const [busy, setBusy] = useState(false);
  const breakfastId = useId();
  const dinnerId = useId();

  useEffect(() => {
    if (settings.data && times === null) setTimes(settings.data.mealtimes);
  }, [settings.data, times]);

  if (settings.isPending) return <Skeleton className="h-56 w-full" />;
  if (settings.isError) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Calendar</CardTitle>
          <CardDescription>{settings.error.message}</CardDescription>
        </CardHeader>
      </Card>
    );
  }
  if (!times) return <Skeleton className="h-56 w-full" />;
  const active = settings.data.feed.active;

  const run = async <T,>(action: () => Promise<T>, onDone: (value: T) => void, title: string) => {
    setBusy(true);
    try {
      onDone(await action());
      await queryClient.invalidateQueries({ queryKey: CALENDAR_QUERY_KEY });
    } catch (error) {
      failed(title)(error);
    } finally {
      setBusy(false);
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () => saveMealtimes(times),
      () => showSuccess('Mealtimes saved'),
      'Your mealtimes could not be saved',
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Calendar</CardTitle>
        <CardDescription>
          Subscribe to your planned meals in your calendar app. Each meal appears at your usual mealtime (UK time), with its ingredients and
          a link back to Larder.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <form onSubmit={save} className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={breakfastId}>Breakfast at</Label>
            <Input
              id={breakfastId}
              type="time"
              required
              value={times.breakfast}
              onChange={(event) => setTimes({ ...times, breakfast: event.target.value })}
              className="w-32"
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={dinnerId}>Dinner at</Label>
            <Input
              id={dinnerId}
              type="time"
              required
              value={times.dinner}
              onChange={(event) => setTimes({ ...times, dinner: event.target.value })}
              className="w-32"
            />
          </div>
          <Button type="submit" variant="outline" disabled={busy}>
            Save mealtimes
          </Button>
        </form>

        {link ? (
          <div className="grid gap-3">
            <CopyLink label="Your calendar link" value={link.webcalUrl} />
            <p className="text-sm text-muted-foreground">
              Keep it private: anyone with this link can see your planned meals. It is shown only now; make a new one if you lose it.
            </p>
          </div>
        ) : active && settings.data.feed.createdAt ? (
          <p className="text-sm text-muted-foreground">
            Your calendar link is on (made on {since(settings.data.feed.createdAt)}). For your privacy it is shown only when made: make a
            new link to see one again — the old one then stops working.
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">No calendar link yet.</p>
        )}

        <div className="flex flex-wrap gap-2">
          {link && (
            <Button asChild>
              <a href={link.webcalUrl}>
                <CalendarPlus aria-hidden />
                Subscribe in my calendar
              </a>
            </Button>
          )}
          <Button
            variant={link ? 'outline' : 'default'}
            disabled={busy}
            onClick={() => void run(createFeedLink, setLink, 'The calendar link could not be made')}
          >
            {active || link ? 'Make a new link' : 'Create calendar link'}
          </Button>
          {(active || link) && (
            <Button
              variant="outline"
              disabled={busy}
              onClick={() =>
                void run(
                  revokeFeedLink,
                  () => {
                    setLink(null);
                    showSuccess('Calendar link turned off', 'Calendars subscribed to it will stop updating.');
                  },
                  'The calendar link could not be turned off',
                )
              }
            >
              Turn off link
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
