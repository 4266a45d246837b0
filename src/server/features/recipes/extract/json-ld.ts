import { findAll } from 'domutils';
import { attribute, type Document } from './html';
import { asList, hasType, isNode, type SchemaNode } from './schema-node';

/** Depth beyond which a page's JSON-LD is not walked (a hostile page cannot make it recurse without end). */
const MAX_DEPTH = 12;

// eslint-disable-next-line no-control-regex -- raw control characters are exactly what breaks hand-written JSON-LD.
const CONTROL_CHARACTERS = /[\u0000-\u001f]+/g;

function parseJson(text: string): unknown {
  const body = text
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\s*\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>\s*$/g, '')
    .trim();
  try {
    return JSON.parse(body);
  } catch {
    // Hand-written blocks often carry a trailing comma or raw line breaks inside strings.
    try {
      return JSON.parse(body.replace(/,\s*([}\]])/g, '$1').replace(CONTROL_CHARACTERS, ' '));
    } catch {
      return undefined;
    }
  }
}

/** Every node in a JSON-LD value: arrays, @graph, and nodes nested under properties. */
function collectNodes(value: unknown, into: SchemaNode[], depth = 0): void {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const item of value) collectNodes(item, into, depth + 1);
    return;
  }
  if (!isNode(value)) return;
  into.push(value);
  for (const [key, child] of Object.entries(value)) {
    if (key === '@context') continue;
    if (typeof child === 'object' && child !== null) collectNodes(child, into, depth + 1);
  }
}

/** Replaces { "@id": "…" } references with the node of that id elsewhere on the page. */
export function resolveReference(value: unknown, byId: ReadonlyMap<string, SchemaNode>): unknown {
  if (isNode(value) && typeof value['@id'] === 'string' && Object.keys(value).length === 1) return byId.get(value['@id']) ?? value;
  return value;
}

export type JsonLdResult = { recipe: SchemaNode; nodes: SchemaNode[]; byId: ReadonlyMap<string, SchemaNode> };

/** The page's schema.org Recipe in JSON-LD (the first with ingredients, else the first), with the nodes around it. */
export function findJsonLdRecipe(document: Document): JsonLdResult | undefined {
  const scripts = findAll((element) => element.name === 'script' && /ld\+json/i.test(attribute(element, 'type') ?? ''), document.children);
  const nodes: SchemaNode[] = [];
  for (const script of scripts) {
    const text = script.children.map((child) => ('data' in child ? String(child.data) : '')).join('');
    collectNodes(parseJson(text), nodes);
  }
  const byId = new Map<string, SchemaNode>();
  for (const node of nodes) {
    if (typeof node['@id'] === 'string' && Object.keys(node).length > 1 && !byId.has(node['@id'])) byId.set(node['@id'], node);
  }
  const recipes = nodes.filter((node) => hasType(node, 'Recipe'));
  const recipe = recipes.find((node) => asList(node.recipeIngredient ?? node.ingredients).length > 0) ?? recipes[0];
  return recipe ? { recipe, nodes, byId } : undefined;
}
