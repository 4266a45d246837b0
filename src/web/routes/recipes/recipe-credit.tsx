import { ExternalLink } from 'lucide-react';
import type { RecipeSource } from '../../../domain/recipes';
import { creditedSite } from '../../../domain/recipes/recipe-display';

/** 'From bbcgoodfood.com by …': where an imported recipe came from, linked when it has an address. */
export function RecipeCredit({ source }: { source: RecipeSource }) {
  const site = creditedSite(source);
  return (
    <p className="text-sm text-muted-foreground">
      From{' '}
      {source.url ? (
        <a
          href={source.url}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="inline-flex items-center gap-0.5 font-medium text-foreground underline underline-offset-2"
        >
          {site}
          <ExternalLink className="size-3" aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : (
        <span className="font-medium text-foreground">{site}</span>
      )}
      {source.author ? ` by ${source.author}` : ''}
    </p>
  );
}
