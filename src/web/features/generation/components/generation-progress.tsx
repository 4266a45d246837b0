import { Loader2 } from 'lucide-react';
import { Progress } from '../../../components/ui/progress';
import { useDisplayedProgress } from '../use-displayed-progress';

export function GenerationProgress({
  stage,
  reported,
  active,
  complete,
}: {
  stage: string;
  reported: number;
  active: boolean;
  complete: boolean;
}) {
  const shown = useDisplayedProgress(reported, active, complete);
  return (
    <div className="space-y-2 rounded-xl border bg-card p-4" aria-live="polite">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="inline-flex items-center gap-2 font-medium">
          {active && <Loader2 className="size-4 animate-spin text-primary" aria-hidden />}
          {stage}
        </span>
        <span className="tabular-nums text-muted-foreground">{Math.round(shown)}%</span>
      </div>
      <Progress value={shown} label="Meal generation progress" />
    </div>
  );
}
