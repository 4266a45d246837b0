import { useState } from 'react';
import { PLACEHOLDER_IMAGE } from '../../../domain/meal';
import { cn } from '../../lib/cn';
import { recordFailedImage } from '../../lib/failed-images';

type MealImageProps = {
  src?: string;
  alt: string;
  generating?: boolean;
  className?: string;
  /**
   * The first picture of a list, likely the largest thing on the screen when it is drawn: fetched
   * at once and ahead of other pictures, not when the browser's layout finds it near the view.
   */
  priority?: boolean;
};

/**
 * A meal's picture; falls back to the placeholder when missing or broken, and says
 * 'Image generating...' over the placeholder while a picture is still on its way.
 */
export function MealImage({ src, alt, generating, className, priority = false }: MealImageProps) {
  const [broken, setBroken] = useState(false);
  const shown = !src || broken ? PLACEHOLDER_IMAGE : src;
  const placeholder = shown === PLACEHOLDER_IMAGE;
  return (
    <div className={cn('relative overflow-hidden bg-muted', className)}>
      <img
        src={shown}
        alt={placeholder ? '' : alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        width={400}
        height={300}
        className="size-full object-cover"
        onError={() => {
          if (shown !== PLACEHOLDER_IMAGE) recordFailedImage(shown);
          setBroken(true);
        }}
      />
      {placeholder && (generating ?? true) && (
        <div className="absolute inset-0 flex items-center justify-center bg-background/40 backdrop-blur-[1px]">
          <span className="rounded-full bg-card/90 px-3 py-1 text-xs font-medium text-muted-foreground shadow-sm">Image generating...</span>
        </div>
      )}
    </div>
  );
}
