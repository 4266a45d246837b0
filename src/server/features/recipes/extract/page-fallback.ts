import type { Element } from 'domhandler';
import { findAll, findOne } from 'domutils';
import { attribute, visibleText, type Document } from './html';

/** What a page says of itself in its head: Open Graph, Twitter and plain meta tags. */
export type PageMeta = { title: string; description: string; image: string; siteName: string; author: string; url: string };

export function readPageMeta(document: Document): PageMeta {
  const metas = findAll((element) => element.name === 'meta', document.children);
  const meta = (...keys: string[]) => {
    for (const key of keys) {
      const found = metas.find((element) => (attribute(element, 'property') ?? attribute(element, 'name'))?.toLowerCase() === key);
      const content = found ? attribute(found, 'content')?.trim() : undefined;
      if (content) return content;
    }
    return '';
  };
  const h1 = findOne((element) => element.name === 'h1', document.children);
  const title = findOne((element) => element.name === 'title', document.children);
  const canonical = findOne(
    (element) => element.name === 'link' && /\bcanonical\b/i.test(attribute(element, 'rel') ?? ''),
    document.children,
  );
  return {
    title: meta('og:title', 'twitter:title') || (h1 ? visibleText(h1) : '') || (title ? visibleText(title) : ''),
    description: meta('og:description', 'description', 'twitter:description'),
    image: meta('og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:image:src'),
    siteName: meta('og:site_name', 'application-name'),
    author: meta('author', 'article:author'),
    url: meta('og:url') || (canonical ? (attribute(canonical, 'href') ?? '') : ''),
  };
}

const HEADING = /^h[1-6]$/;
const INGREDIENTS_HEADING = /^(?:the\s+)?ingredients\b/i;
const STEPS_HEADING = /^(?:the\s+)?(?:method|instructions|directions|steps|preparation|how to make(?: it)?)\b/i;

/** The items of the lists (or paragraphs) that follow a heading, up to the next heading of the same or a higher level. */
function itemsAfter(heading: Element, paragraphs: boolean): string[] {
  const level = Number(heading.name.slice(1));
  const items: string[] = [];
  let current: Element | null = heading;
  // Walk forward through siblings; climb out when a heading's list sits in its parent's next sibling.
  for (let climbs = 0; current && climbs < 3; climbs += 1) {
    let sibling = current.nextSibling;
    while (sibling) {
      if (sibling.type === 'tag') {
        const element = sibling as Element;
        const ends = (node: Element) => HEADING.test(node.name) && Number(node.name.slice(1)) <= level;
        if (ends(element) || findOne(ends, element.children)) return items;
        if (HEADING.test(element.name)) items.push(`${visibleText(element)}:`);
        else {
          const listItems = findAll((node) => node.name === 'li', [element]);
          if (listItems.length > 0) items.push(...listItems.map((item) => visibleText(item).replace(/\n/g, ' ')));
          else if (paragraphs && (element.name === 'p' || element.name === 'div')) items.push(...visibleText(element).split('\n'));
        }
      }
      sibling = sibling.nextSibling;
    }
    if (items.length > 0) return items;
    current = current.parent && current.parent.type === 'tag' ? (current.parent as Element) : null;
  }
  return items;
}

/** Ingredients and steps read from a page with no structured data: lists under 'Ingredients' and 'Method'. */
export function readPageLists(document: Document): { ingredients: string[]; steps: string[] } {
  const headings = findAll((element) => HEADING.test(element.name), document.children);
  const ingredientsHeading = headings.find((element) => INGREDIENTS_HEADING.test(visibleText(element)));
  const stepsHeading = headings.find((element) => STEPS_HEADING.test(visibleText(element)));
  return {
    ingredients: ingredientsHeading ? itemsAfter(ingredientsHeading, false).filter(Boolean) : [],
    steps: stepsHeading ? itemsAfter(stepsHeading, true).filter((step) => step && !step.endsWith(':')) : [],
  };
}
