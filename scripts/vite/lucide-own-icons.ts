import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const OWN_FACTORY = fileURLToPath(new URL('../../src/web/components/ui/lucide-icon.ts', import.meta.url));
const ICON_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;
/** A shape's React key in lucide's icon data: `, key: "urfl79"`, six random letters per path. */
const SHAPE_KEY = /,\s*key:\s*"[^"]*"/g;

/**
 * Every lucide-react icon the page imports is made by Larder's `createLucideIcon`
 * (src/web/components/ui/lucide-icon.ts), which draws the same svg with its shapes made once per
 * icon (decision 0023). lucide's icon modules import their factory as
 * `../createLucideIcon.mjs`; this resolves that import, and only that one, to Larder's. The page's
 * code still imports its icons from 'lucide-react' by name.
 *
 * Each shape in lucide's icon data carries a React key of random letters, which gzip cannot
 * shorten; Larder's factory passes the shapes to the svg as arguments, which need no keys, so the
 * keys are dropped from the modules (about 0.6 KB gzip on every screen).
 */
export function lucideOwnIcons(): Plugin {
  return {
    name: 'larder-lucide-own-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../createLucideIcon.mjs' && importer && /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(importer))
        return OWN_FACTORY;
      return null;
    },
    transform(code, id) {
      if (!ICON_MODULE.test(id)) return null;
      return { code: code.replace(SHAPE_KEY, ''), map: null };
    },
  };
}
