/**
 * Addresses and React Router's `matchPath`, the part Larder uses: literal segments, `:name`
 * params (decoded, never empty) and a lone `*` for every address; a trailing slash and letter
 * case are ignored. No optional segments, splats after a prefix or ranking (path.test.ts).
 */
/** The named parts of an address that a pattern such as `/recipes/:id` picked out. */
export type Params = Readonly<Record<string, string>>;

/** An address split as `window.location` splits it: `search` and `hash` keep their `?` and `#`, or are empty. */
export type Address = { readonly pathname: string; readonly search: string; readonly hash: string };

/** `/recipes/` and `/recipes` are one address; `/` stays `/`. */
export function normalisePathname(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** Splits an in-app address (`/auth?error=x#form`) into its parts. */
export function parseAddress(to: string): Address {
  const url = new URL(to, 'http://larder.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export function formatAddress({ pathname, search, hash }: Address): string {
  return `${pathname}${search}${hash}`;
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The params of `pathname` under `pattern`, or undefined when it does not match. A pattern is
 * `/`-separated segments, each literal (compared case-insensitively, as links are typed by
 * people) or `:name` (one non-empty segment, decoded); `*` alone matches every address.
 */
export function matchPath(pattern: string, pathname: string): Params | undefined {
  if (pattern === '*') return {};
  const wanted = normalisePathname(pattern).split('/');
  const given = normalisePathname(pathname).split('/');
  if (wanted.length !== given.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    const segment = given[index] ?? '';
    if (part.startsWith(':')) {
      const value = decodeSegment(segment);
      if (!value) return undefined;
      params[part.slice(1)] = value;
    } else if (part.toLowerCase() !== segment.toLowerCase()) {
      return undefined;
    }
  }
  return params;
}
