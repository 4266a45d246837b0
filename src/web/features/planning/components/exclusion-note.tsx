import { AlertTriangle, ArrowRight, Info } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useAllergenCheck } from '../../../lib/allergens/use-allergen-check';

/** Under a typed exclusion: what each entry was understood as, and a plain warning when it was not. */
export function ExclusionNote({ text }: { text: string }) {
  const check = useAllergenCheck(text.trim().length > 0);
  if (!check || !text.trim()) return null;
  const readings = check.readExclusionBox(text);
  if (readings.length === 0) return null;
  return (
    <ul className="space-y-1 pl-1 text-xs" aria-live="polite">
      {readings.map((reading, index) => (
        <li
          key={`${reading.text}-${index}`}
          className={cn(
            'flex items-start gap-1.5',
            reading.tone === 'unknown' || reading.tone === 'diet' ? 'text-warning' : 'text-muted-foreground',
          )}
        >
          {reading.tone === 'unknown' || reading.tone === 'diet' ? (
            <AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden />
          ) : reading.tone === 'food-only' ? (
            <Info className="mt-px size-3.5 shrink-0" aria-hidden />
          ) : (
            <ArrowRight className="mt-px size-3.5 shrink-0 text-success" aria-hidden />
          )}
          <span>
            {reading.reading && (
              <>
                <span className="font-medium text-foreground">{reading.text}</span> → {reading.reading}
                {reading.advice ? '. ' : ''}
              </>
            )}
            {reading.advice}
          </span>
        </li>
      ))}
    </ul>
  );
}
