import { Slider } from 'radix-ui';
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

/** Two thumbs on one track, each keyboard-operable and labelled with its value. */
export function RangeSlider({ value, onChange, min, max, step, label, unit, className }: RangeSliderProps) {
  return (
    <Slider.Root
      className={cn('relative flex h-6 w-full touch-none select-none items-center', className)}
      value={[...value]}
      min={min}
      max={max}
      step={step}
      minStepsBetweenThumbs={0}
      onValueChange={(next) => onChange([next[0] ?? min, next[1] ?? max])}
    >
      <Slider.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-muted">
        <Slider.Range className="absolute h-full bg-primary" />
      </Slider.Track>
      {(['Minimum', 'Maximum'] as const).map((end, index) => (
        <Slider.Thumb
          key={end}
          aria-label={`${end} ${label}`}
          aria-valuetext={`${value[index]} ${unit}`}
          className="block size-5 cursor-grab rounded-full border-2 border-primary bg-card shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
      ))}
    </Slider.Root>
  );
}
