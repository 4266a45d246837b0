import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const OWN_FACTORY = fileURLToPath(new URL('../../src/web/components/ui/lucide-icon.ts', import.meta.url));

/**
 * Every lucide-react icon the page imports is made by Larder's `createLucideIcon`
 * (src/web/components/ui/lucide-icon.ts), which draws the same svg with its paths as one string
 * (decision 0030). lucide's icon modules import their factory as `../createLucideIcon.mjs`; this
 * resolves that import, and only that one, to Larder's. The page's code still imports its icons
 * from 'lucide-react' by name.
 */
export function lucideMarkupIcons(): Plugin {
  return {
    name: 'larder-lucide-markup-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../createLucideIcon.mjs' && importer && /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(importer))
        return OWN_FACTORY;
      return null;
    },
  };
}
