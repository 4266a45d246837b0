import { Hourglass, Loader2 } from 'lucide-react';
import { Progress } from '../../../components/ui/progress';
import { useDisplayedProgress } from '../use-displayed-progress';

/**
 * The generation's progress: its stage and a bar. While the generation waits for a free model
 * slot (`waiting`), the stage says its place in the queue and the bar stands still.
 */
export function GenerationProgress({
  stage,
  reported,
  active,
  complete,
  waiting = false,
}: {
  stage: string;
  reported: number;
  active: boolean;
  complete: boolean;
  waiting?: boolean;
}) {
  const shown = useDisplayedProgress(reported, active && !waiting, complete);
  return (
    <div className="space-y-2 rounded-xl border bg-card p-4" aria-live="polite">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="inline-flex items-center gap-2 font-medium">
          {waiting ? (
            <Hourglass className="size-4 text-muted-foreground" aria-hidden />
          ) : (
            active && <Loader2 className="size-4 animate-spin text-primary" aria-hidden />
          )}
          {stage}
        </span>
        <span className="tabular-nums text-muted-foreground">{Math.round(shown)}%</span>
      </div>
      <Progress value={shown} label="Meal generation progress" />
    </div>
  );
}
