import { cn } from '../../lib/cn';
import type { CheckedInputProps } from './checkbox';

/**
 * An on/off switch: the browser's own checkbox with the switch role, drawn as a track and a
 * thumb. Native for the same reason as Checkbox: nothing to measure when it mounts.
 */
export function Switch({ className, checked, onCheckedChange, ...props }: CheckedInputProps) {
  return (
    <span className={cn('relative inline-flex h-6 w-11 shrink-0', className)}>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="peer h-6 w-11 cursor-pointer appearance-none rounded-full border-2 border-transparent bg-input transition-colors checked:bg-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50"
        {...props}
      />
      <span
        className="pointer-events-none absolute left-0.5 top-0.5 block size-5 rounded-full bg-card shadow-md transition-transform peer-checked:translate-x-5"
        aria-hidden
      />
    </span>
  );
}
