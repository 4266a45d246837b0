import type { Element } from 'domhandler';
import { findAll } from 'domutils';
import { attribute, childElements, visibleText, type Document } from './html';
import { hasType, type SchemaNode } from './schema-node';

const MAX_DEPTH = 12;

/** A property's value as the HTML microdata rules give it for each element. */
function propertyValue(element: Element): string {
  switch (element.name) {
    case 'meta':
      return attribute(element, 'content') ?? '';
    case 'audio':
    case 'embed':
    case 'iframe':
    case 'img':
    case 'source':
    case 'track':
    case 'video':
      return attribute(element, 'src') ?? attribute(element, 'data-src') ?? '';
    case 'a':
    case 'area':
    case 'link':
      return attribute(element, 'href') ?? '';
    case 'object':
      return attribute(element, 'data') ?? '';
    case 'data':
    case 'meter':
      return attribute(element, 'value') ?? '';
    case 'time':
      return attribute(element, 'datetime') ?? visibleText(element);
    default:
      return attribute(element, 'content') ?? visibleText(element);
  }
}

function add(node: SchemaNode, name: string, value: unknown): void {
  const existing = node[name];
  node[name] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
}

/** Reads a microdata or RDFa item: its type and every property in its scope, nested items included. */
export function readItem(
  scope: Element,
  options: { typeAttribute: 'itemtype' | 'typeof'; propertyAttribute: 'itemprop' | 'property'; nests: (element: Element) => boolean },
  depth = 0,
): SchemaNode {
  const node: SchemaNode = { '@type': (attribute(scope, options.typeAttribute) ?? '').split(/\s+/).filter(Boolean) };
  const walk = (element: Element) => {
    for (const child of childElements(element)) {
      const names = (attribute(child, options.propertyAttribute) ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((name) => name.replace(/^.*[/#:]/, ''));
      const nested = options.nests(child);
      if (names.length > 0) {
        const value = nested && depth < MAX_DEPTH ? readItem(child, options, depth + 1) : propertyValue(child);
        for (const name of names) add(node, name, value);
      }
      if (!nested) walk(child);
    }
  };
  walk(scope);
  return node;
}

/** The page's schema.org Recipe in microdata (itemscope itemtype=".../Recipe"). */
export function findMicrodataRecipe(document: Document): SchemaNode | undefined {
  const scopes = findAll(
    (element) => attribute(element, 'itemscope') !== undefined && /Recipe\b/.test(attribute(element, 'itemtype') ?? ''),
    document.children,
  );
  for (const scope of scopes) {
    const node = readItem(scope, {
      typeAttribute: 'itemtype',
      propertyAttribute: 'itemprop',
      nests: (element) => attribute(element, 'itemscope') !== undefined,
    });
    if (hasType(node, 'Recipe')) return node;
  }
  return undefined;
}

/** The page's schema.org Recipe in RDFa (vocab="https://schema.org/" typeof="Recipe", or schema: prefixes). */
export function findRdfaRecipe(document: Document): SchemaNode | undefined {
  const scopes = findAll((element) => /(?:^|\s|[/#:])Recipe(?:\s|$)/.test(attribute(element, 'typeof') ?? ''), document.children);
  for (const scope of scopes) {
    const node = readItem(scope, {
      typeAttribute: 'typeof',
      propertyAttribute: 'property',
      nests: (element) => attribute(element, 'typeof') !== undefined,
    });
    if (hasType(node, 'Recipe')) return node;
  }
  return undefined;
}
