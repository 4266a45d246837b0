import { RangeSlider } from '../../../components/ui/range-slider';

type RangeFieldProps = {
  title: string;
  label: string;
  unit: string;
  bounds: { min: number; max: number; step: number };
  value: [number, number];
  onChange: (value: [number, number]) => void;
};

/** A two-thumbed slider under its title and the range chosen. */
export function RangeField({ title, label, unit, bounds, value, onChange }: RangeFieldProps) {
  return (
    <div className="space-y-3">
      <div className="flex justify-between text-sm">
        <span className="font-medium">{title}</span>
        <span className="text-muted-foreground">
          {value[0]}–{value[1]} {unit}
        </span>
      </div>
      <RangeSlider value={value} onChange={onChange} min={bounds.min} max={bounds.max} step={bounds.step} label={label} unit={unit} />
    </div>
  );
}
