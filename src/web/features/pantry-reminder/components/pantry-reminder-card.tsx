import { useQueryClient } from '../../../lib/query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { PantryReminderSettings, PantryReminderStatus } from '../../../../domain/pantry/reminder';
import { addDays, dayLabel } from '../../../../domain/dates/iso-date';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { showError, showSuccess } from '../../../lib/toasts';
import { PANTRY_REMINDER_QUERY_KEY, savePantryReminder, usePantryReminder } from '../api/pantry-reminder';

/** 'today at 08:00', 'tomorrow at 08:00', or the day's name further off. */
function nextText(status: PantryReminderStatus, today: string): string {
  if (!status.nextDay) return '';
  const when = status.nextDay === today ? 'today' : status.nextDay === addDays(today, 1) ? 'tomorrow' : `on ${dayLabel(status.nextDay)}`;
  return `${when} at ${status.sendAt}`;
}

/** Today's date in the UK, where the reminder's clock runs. */
const ukToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

/** Settings → "Pantry reminder": a daily e-mail of what goes off tomorrow, at a UK time the cook picks. */
export function PantryReminderCard() {
  const reminder = usePantryReminder();
  const queryClient = useQueryClient();
  const [time, setTime] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const switchId = useId();
  const timeId = useId();
  const statusId = useId();

  useEffect(() => {
    if (reminder.data && time === null) setTime(reminder.data.sendAt);
  }, [reminder.data, time]);

  if (reminder.isPending) return <Skeleton className="h-48 w-full" />;
  if (reminder.isError) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Pantry reminder</CardTitle>
          <CardDescription>{reminder.error.message}</CardDescription>
        </CardHeader>
      </Card>
    );
  }
  const status = reminder.data;
  const sendAt = time ?? status.sendAt;

  const save = async (settings: PantryReminderSettings, done: (saved: PantryReminderStatus) => void) => {
    setBusy(true);
    try {
      const saved = await savePantryReminder(settings);
      queryClient.setQueryData(PANTRY_REMINDER_QUERY_KEY, saved);
      setTime(saved.sendAt);
      done(saved);
    } catch (error) {
      showError('Your pantry reminder could not be saved', error instanceof Error ? error.message : undefined);
    } finally {
      setBusy(false);
    }
  };

  const toggle = (enabled: boolean) =>
    void save({ enabled, sendAt }, (saved) =>
      saved.enabled
        ? showSuccess('Pantry reminder on', `The first one comes ${nextText(saved, ukToday())}, if anything goes off the day after.`)
        : showSuccess('Pantry reminder off'),
    );

  const saveTime = (event: FormEvent) => {
    event.preventDefault();
    void save({ enabled: status.enabled, sendAt }, () => showSuccess('Reminder time saved'));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Pantry reminder</CardTitle>
        <CardDescription>
          A short e-mail each day, at the time you choose, listing what in your pantry goes off tomorrow, with a meal to use each in.
          Nothing is sent on days when nothing goes off.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="flex items-center gap-3">
          <Switch id={switchId} checked={status.enabled} disabled={busy} onCheckedChange={toggle} aria-describedby={statusId} />
          <Label htmlFor={switchId}>E-mail me what goes off tomorrow</Label>
        </div>
        <form onSubmit={saveTime} className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={timeId}>Send at (UK time)</Label>
            <Input id={timeId} type="time" required value={sendAt} onChange={(event) => setTime(event.target.value)} className="w-32" />
          </div>
          <Button type="submit" variant="outline" disabled={busy || sendAt === status.sendAt}>
            Save time
          </Button>
        </form>
        <p id={statusId} className="text-sm text-muted-foreground">
          {status.enabled
            ? `On: the next one comes ${nextText(status, ukToday())}, if anything goes off the day after.`
            : 'Off: no reminder e-mails.'}
        </p>
      </CardContent>
    </Card>
  );
}
