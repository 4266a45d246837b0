import { useState } from 'react';
import { PLACEHOLDER_IMAGE } from '../../../../domain/meal';

/** The picture the test made; the placeholder stands in if it will not load. */
export function TestImagePreview({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <figure className="space-y-2">
      <div className="aspect-square w-full max-w-xs overflow-hidden rounded-lg border bg-muted">
        <img
          src={broken ? PLACEHOLDER_IMAGE : src}
          alt={broken ? 'Placeholder image (the test image could not be loaded)' : 'Generated test image'}
          width={320}
          height={320}
          className="size-full object-cover"
          onError={() => setBroken(true)}
        />
      </div>
      <figcaption className="text-xs text-muted-foreground">
        {broken ? 'The test image could not be loaded, so a placeholder is shown.' : 'Generated test image'}
      </figcaption>
    </figure>
  );
}
