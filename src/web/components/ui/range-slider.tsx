import { cn } from '../../lib/cn';

type RangeSliderProps = {
  value: readonly [number, number];
  onChange: (value: [number, number]) => void;
  min: number;
  max: number;
  step: number;
  label: string;
  unit: string;
  className?: string;
};

/** The thumb of a native range input, in the house style, for both engines' pseudo-elements. */
const THUMB =
  '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-5 [&::-webkit-slider-thumb]:cursor-grab [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-primary [&::-webkit-slider-thumb]:bg-card [&::-webkit-slider-thumb]:shadow ' +
  '[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:cursor-grab [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-primary [&::-moz-range-thumb]:bg-card [&::-moz-range-thumb]:shadow';

/**
 * Two thumbs on one track: two of the browser's own range inputs laid over each other, each
 * keyboard-operable and labelled with its value, the lower never past the upper. Native rather
 * than script-drawn: the script-drawn slider measured its thumbs as it mounted, a forced layout
 * in the planner's first commit (decision 0015).
 */
export function RangeSlider({ value, onChange, min, max, step, label, unit, className }: RangeSliderProps) {
  const [low, high] = value;
  const percent = (n: number) => ((n - min) / (max - min || 1)) * 100;
  // Both thumbs at the top end: the lower one goes on top, or it could not be moved back down.
  const lowOnTop = low >= max - step;
  const ends = [
    { end: 'Minimum', current: low, change: (n: number) => onChange([Math.min(n, high), high]) },
    { end: 'Maximum', current: high, change: (n: number) => onChange([low, Math.max(n, low)]) },
  ] as const;
  return (
    <div className={cn('relative flex h-6 w-full select-none items-center', className)}>
      {/* Inset by half a thumb: a native thumb's centre runs from there to there. */}
      <div className="relative mx-2.5 h-2 flex-1 overflow-hidden rounded-full bg-muted" aria-hidden>
        <div className="absolute h-full bg-primary" style={{ left: `${percent(low)}%`, right: `${100 - percent(high)}%` }} />
      </div>
      {ends.map(({ end, current, change }, index) => (
        <input
          key={end}
          type="range"
          min={min}
          max={max}
          step={step}
          value={current}
          aria-label={`${end} ${label}`}
          aria-valuetext={`${current} ${unit}`}
          onChange={(event) => change(Number(event.target.value))}
          className={cn(
            'pointer-events-none absolute inset-x-0 h-6 w-full appearance-none bg-transparent focus-visible:outline-none [&::-moz-range-track]:bg-transparent [&:focus-visible::-webkit-slider-thumb]:outline-2 [&:focus-visible::-webkit-slider-thumb]:outline-offset-2 [&:focus-visible::-webkit-slider-thumb]:outline-ring [&:focus-visible::-moz-range-thumb]:outline-2 [&:focus-visible::-moz-range-thumb]:outline-offset-2 [&:focus-visible::-moz-range-thumb]:outline-ring',
            THUMB,
            index === 0 && lowOnTop ? 'z-20' : 'z-10',
          )}
        />
      ))}
    </div>
  );
}
