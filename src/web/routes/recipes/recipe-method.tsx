import type { OwnRecipe } from '../../../domain/recipes';
import { opensGroup } from '../../../domain/recipes/recipe-display';

/** The numbered steps under their sections' headings, then the cook's notes. */
export function RecipeMethod({ steps, notes }: Pick<OwnRecipe, 'steps' | 'notes'>) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="method-title" className="space-y-2">
        <h2 id="method-title" className="text-lg font-semibold">
          Method
        </h2>
        {steps.length === 0 ? (
          <p className="text-sm text-muted-foreground">No steps written yet.</p>
        ) : (
          <ol className="space-y-3">
            {steps.map((step, index) => (
              <li key={`${index}-${step.text.slice(0, 20)}`} className="flex gap-3">
                <span
                  aria-hidden
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <div>
                  {opensGroup(steps, index, (item) => item.section) && (
                    <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{step.section}</p>
                  )}
                  <p className="leading-relaxed">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
      {notes && (
        <section aria-labelledby="notes-title" className="space-y-2">
          <h2 id="notes-title" className="text-lg font-semibold">
            Notes
          </h2>
          <p className="whitespace-pre-line text-sm leading-relaxed">{notes}</p>
        </section>
      )}
    </div>
  );
}
