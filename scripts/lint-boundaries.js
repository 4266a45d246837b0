// The layers docs/design.md (House style) promises, as a lint rule: an import is resolved against the file that makes
// it, and the two places are compared. ESLint's own no-restricted-imports sees only the import's
// text, which cannot tell '../meal-plan/x' (another feature) from '../lib/x' (a shared piece).
import path from 'node:path';

const SRC = path.join(import.meta.dirname, '..', 'src');

/** Where a file sits: its top folder under src ('domain', 'server', 'web'…) and, in the web, its layer and feature. */
export function placeOf(file) {
  const relative = path.relative(SRC, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [top, layer, feature] = relative.split(path.sep);
  if (top !== 'web') return { top };
  if (layer === 'features') return { top, layer, feature };
  // A file directly in src/web (main.tsx, prerender.tsx) starts the app: it may import anything.
  return { top, layer: layer?.includes('.') ? 'entry' : layer };
}

/** Why `from` may not import `to`, or undefined when it may. */
export function refusal(from, to) {
  if (from.top === 'server' && to.top === 'web') return 'The server does not import the page.';
  if (from.top !== 'web' || to.top !== 'web') return undefined;
  const shared = from.layer === 'lib' || from.layer === 'components';
  if (shared && ['features', 'routes', 'app'].includes(to.layer)) {
    return `web/${from.layer} holds shared pieces: it imports no feature, screen or app code (web/${to.layer}).`;
  }
  if (from.layer === 'features' && (to.layer === 'routes' || to.layer === 'app')) {
    return `A feature does not import screens or the app (web/${to.layer}); they import it.`;
  }
  if (from.layer === 'features' && to.layer === 'features' && from.feature !== to.feature) {
    return `Features do not import each other (${from.feature} → ${to.feature}): move the shared piece to web/components or web/lib.`;
  }
  if (from.layer === 'routes' && to.layer === 'app') return 'A screen does not import the app shell; the router imports screens.';
  return undefined;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Layers and features import in one direction only (docs/design.md, docs/architecture.md).' },
    schema: [],
    messages: { refused: '{{why}}' },
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = placeOf(path.resolve(path.dirname(context.filename), source));
      if (!to) return;
      const why = refusal(from, to);
      if (why) context.report({ node, messageId: 'refused', data: { why } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export const boundaries = { rules: { layers: rule } };
