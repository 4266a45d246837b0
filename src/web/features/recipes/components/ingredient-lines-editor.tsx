import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { IngredientOption } from '../../../../domain/recipes';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { newLine, type DraftLine } from '../draft';
import type { LineReadings } from '../use-recipe-preview';
import { IngredientPicker, type PickedMatch } from './ingredient-picker';
import { LineMatchText, parsedText } from './line-match';

type Props = {
  lines: DraftLine[];
  readings: LineReadings;
  names: ReadonlyMap<string, IngredientOption> | undefined;
  onChange: (lines: DraftLine[]) => void;
  error?: string;
};

/** The ingredient lines: each as written, how Larder read it, its match, and a way to change it. */
export function IngredientLinesEditor({ lines, readings, names, onChange, error }: Props) {
  const [picking, setPicking] = useState<DraftLine | null>(null);
  const update = (key: string, change: (line: DraftLine) => DraftLine) =>
    onChange(lines.map((line) => (line.key === key ? change(line) : line)));

  const applyPick = (key: string, picked: PickedMatch) =>
    update(key, (line) => {
      switch (picked.match) {
        case 'ingredient':
          return { ...line, matchedBy: 'cook', match: 'ingredient', ingredientId: picked.ingredient.id };
        case 'skip':
          return { ...line, matchedBy: 'cook', match: 'skip', ingredientId: null };
        case 'larder':
          return { key: line.key, text: line.text, group: line.group, matchedBy: 'larder' };
      }
    });

  return (
    <fieldset className="space-y-3" aria-describedby={error ? 'lines-error' : undefined}>
      <legend className="text-lg font-semibold">Ingredients</legend>
      <p className="text-sm text-muted-foreground">
        One per line, as you would write it: “1 x 400g tin chopped tomatoes”, “2 tbsp olive oil”.
      </p>
      {error && (
        <p id="lines-error" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <ol className="space-y-3">
        {lines.map((line, index) => {
          const reading = readings.get(line.key);
          const shown = reading
            ? {
                ...reading,
                ...(line.matchedBy === 'cook' ? { match: line.match ?? reading.match, ingredientId: line.ingredientId ?? null } : {}),
              }
            : undefined;
          const unmatched = shown?.match === 'unmatched';
          return (
            <li key={line.key} className={`rounded-lg border p-3 ${unmatched ? 'border-warning/60 bg-highlight/10' : 'bg-card'}`}>
              <div className="flex items-start gap-2">
                <Input
                  aria-label={`Ingredient line ${index + 1}`}
                  value={line.text}
                  maxLength={300}
                  placeholder="e.g. 200g plain flour"
                  onChange={(event) =>
                    // New words may name another food: Larder matches the line again.
                    update(line.key, () => ({ key: line.key, text: event.target.value, group: line.group, matchedBy: 'larder' }))
                  }
                />
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ingredient line ${index + 1}`}
                  onClick={() => onChange(lines.filter((other) => other.key !== line.key))}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
              {line.text.trim() !== '' && (
                <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs">
                  <div className="min-w-0 space-y-0.5">
                    {shown ? (
                      <>
                        <p className="text-muted-foreground">Read as: {parsedText(shown)}</p>
                        <p>
                          <LineMatchText line={shown} names={names} />
                        </p>
                      </>
                    ) : (
                      <p className="text-muted-foreground">{readings.size > 0 ? 'A heading for the lines below.' : 'Reading…'}</p>
                    )}
                  </div>
                  {shown && (
                    <Button
                      variant={unmatched ? 'default' : 'outline'}
                      size="sm"
                      aria-label={`${unmatched ? 'Choose ingredient' : 'Change match'} for “${line.text.trim()}”`}
                      onClick={() => setPicking(line)}
                    >
                      {unmatched ? 'Choose ingredient' : 'Change match'}
                    </Button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <Button variant="outline" size="sm" onClick={() => onChange([...lines, newLine()])}>
        <Plus aria-hidden />
        Add an ingredient
      </Button>
      {picking && (
        <IngredientPicker
          open
          onOpenChange={(open) => !open && setPicking(null)}
          lineText={picking.text.trim()}
          startWords={readings.get(picking.key)?.food ?? picking.text}
          onPick={(picked) => applyPick(picking.key, picked)}
        />
      )}
    </fieldset>
  );
}
