import { Plus, Trash2 } from 'lucide-react';
import { MAX_STEP_LENGTH } from '../../../../domain/recipes';
import { Button } from '../../../components/ui/button';
import { newStep, type DraftStep } from '../draft';

/** The method, one step to a box, in order. */
export function StepsEditor({ steps, onChange }: { steps: DraftStep[]; onChange: (steps: DraftStep[]) => void }) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-semibold">Method</legend>
      <ol className="space-y-3">
        {steps.map((step, index) => (
          <li key={step.key} className="flex items-start gap-2">
            <span
              aria-hidden
              className="mt-2 flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
            >
              {index + 1}
            </span>
            <textarea
              aria-label={`Step ${index + 1}`}
              value={step.text}
              maxLength={MAX_STEP_LENGTH}
              rows={2}
              className="min-h-16 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring sm:text-sm"
              onChange={(event) =>
                onChange(steps.map((other) => (other.key === step.key ? { ...other, text: event.target.value } : other)))
              }
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove step ${index + 1}`}
              onClick={() => onChange(steps.filter((other) => other.key !== step.key))}
            >
              <Trash2 aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      <Button variant="outline" size="sm" onClick={() => onChange([...steps, newStep()])}>
        <Plus aria-hidden />
        Add a step
      </Button>
    </fieldset>
  );
}
