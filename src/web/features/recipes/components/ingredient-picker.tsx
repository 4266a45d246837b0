import { Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import type { IngredientOption } from '../../../../domain/recipes';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useIngredientSearch } from '../api/recipes-api';

export type PickedMatch = { match: 'ingredient'; ingredient: IngredientOption } | { match: 'skip' } | { match: 'larder' };

/**
 * Lets the cook say what a line is: an ingredient of Larder's table (searched as they type),
 * nothing to buy (water, skewers), or back to Larder's own match.
 */
export function IngredientPicker({
  open,
  onOpenChange,
  lineText,
  startWords,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lineText: string;
  startWords: string;
  onPick: (picked: PickedMatch) => void;
}) {
  const [words, setWords] = useState(startWords);
  const searched = useDeferredValue(words);
  const options = useIngredientSearch(searched);
  const inputId = useId();
  const listId = useId();
  const pick = (picked: PickedMatch) => {
    onPick(picked);
    onOpenChange(false);
  };
  const results = options.data ?? [];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Choose the ingredient</DialogTitle>
          <DialogDescription>
            What is “{lineText}”? Larder works out nutrition, price and allergens from the ingredient you choose.
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-1.5">
          <Label htmlFor={inputId}>Search Larder’s ingredients</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              id={inputId}
              type="search"
              className="pl-9"
              value={words}
              autoComplete="off"
              aria-controls={listId}
              onChange={(event) => setWords(event.target.value)}
            />
          </div>
        </div>
        <div id={listId} aria-live="polite" className="max-h-72 overflow-y-auto rounded-md border">
          {words.trim() === '' ? (
            <p className="p-3 text-sm text-muted-foreground">Type part of a name: “tomatoes”, “plain flour”.</p>
          ) : options.isError ? (
            <p className="p-3 text-sm text-destructive">{options.error.message}</p>
          ) : results.length === 0 ? (
            <p className="p-3 text-sm text-muted-foreground">
              {options.isFetching ? 'Searching…' : `No ingredient called “${words.trim()}”.`}
            </p>
          ) : (
            <ul aria-label="Ingredients found" className="divide-y">
              {results.map((option) => (
                <li key={option.id}>
                  <button
                    type="button"
                    className="flex w-full cursor-pointer flex-col items-start gap-0.5 px-3 py-2 text-left hover:bg-accent focus-visible:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                    onClick={() => pick({ match: 'ingredient', ingredient: option })}
                  >
                    <span className="font-medium">{option.name}</span>
                    <span className="text-xs text-muted-foreground">
                      {option.category} · sold as {option.pack}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" size="sm" onClick={() => pick({ match: 'larder' })}>
            Let Larder match it
          </Button>
          <Button variant="outline" size="sm" onClick={() => pick({ match: 'skip' })}>
            Nothing to buy
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
