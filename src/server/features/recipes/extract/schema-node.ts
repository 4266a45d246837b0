/** A schema.org node as JSON-LD, microdata and RDFa all come to it: properties to values. */
export type SchemaNode = { [property: string]: unknown };

export function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A node's types without vocabulary prefixes: 'Recipe' for 'schema:Recipe' or 'http://schema.org/Recipe'. */
export function typesOf(node: SchemaNode): string[] {
  const raw = node['@type'];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.filter((type): type is string => typeof type === 'string').map((type) => type.replace(/^.*[/#:]/, ''));
}

export function hasType(node: SchemaNode, type: string): boolean {
  return typesOf(node).includes(type);
}

export function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}
