import type { AnyNode, Document, Element } from 'domhandler';
import { isTag } from 'domhandler';
import { findAll, getAttributeValue, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';

export type { Document, Element };

export function parseHtml(html: string): Document {
  return parseDocument(html, { decodeEntities: true, lowerCaseAttributeNames: true, lowerCaseTags: true });
}

export function attribute(element: Element, name: string): string | undefined {
  return getAttributeValue(element, name);
}

export function allElements(root: AnyNode | AnyNode[]): Element[] {
  return findAll(() => true, Array.isArray(root) ? root : [root]);
}

export function childElements(element: Element): Element[] {
  return element.children.filter(isTag);
}

const BLOCK = new Set(['p', 'div', 'li', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'section', 'article', 'ol', 'ul', 'dd', 'dt']);
const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'svg', 'button']);

/** The text a reader sees in an element: blocks on their own lines, scripts and styles left out. */
export function visibleText(node: AnyNode): string {
  const parts: string[] = [];
  const walk = (current: AnyNode) => {
    if (current.type === 'text') {
      parts.push((current as unknown as { data: string }).data);
      return;
    }
    if (!isTag(current)) {
      if ('children' in current) (current.children as AnyNode[]).forEach(walk);
      return;
    }
    if (HIDDEN.has(current.name)) return;
    const block = BLOCK.has(current.name);
    if (block) parts.push('\n');
    current.children.forEach(walk);
    if (block) parts.push('\n');
  };
  walk(node);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** Text that may hold markup or entities ('Mac &amp; cheese', '<p>Boil.</p>'), as plain text lines. */
export function plainText(value: string): string {
  if (!/[<&]/.test(value)) return value.replace(/[ \t\u00a0]+/g, ' ').trim();
  return visibleText(parseHtml(value));
}

export { textContent };
