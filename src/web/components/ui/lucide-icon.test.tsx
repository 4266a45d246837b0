import { render } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, createRef, type ComponentType } from 'react';
import * as lucide from 'lucide-react';
import { describe, expect, it } from 'vitest';
import createLucideIcon, { type IconProps } from './lucide-icon';

/** Every icon name the page's code imports from lucide-react. */
function pageIcons(dir = join(import.meta.dirname, '../..')): string[] {
  const names = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) for (const name of pageIcons(path)) names.add(name);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'))
      for (const [, list] of readFileSync(path, 'utf8').matchAll(/import \{([^}]+)\} from 'lucide-react'/g))
        for (const part of (list ?? '').split(',')) {
          const name = part
            .replace(/\btype\b/, '')
            .split(' as ')[0]
            ?.trim();
          if (name && /^[A-Z]/.test(name) && name !== 'LucideIcon') names.add(name);
        }
  }
  return [...names].sort();
}

// lucide-react's own drawing, to compare with: its Icon component and each icon's data.
const original = (await import('lucide-react/dist/esm/Icon.mjs' as string)) as { default: ComponentType<Record<string, unknown>> };
const icons = lucide as unknown as Record<string, ComponentType<IconProps> & { displayName?: string }>;

/** An element's attributes, sorted, and its children's markup. */
function drawing(element: Element | null): { attributes: string[]; inner: string } {
  if (!element) throw new Error('nothing was drawn');
  return {
    attributes: element
      .getAttributeNames()
      .map((name) => `${name}=${element.getAttribute(name)}`)
      .sort(),
    inner: element.innerHTML,
  };
}

type IconData = { node: [string, Record<string, unknown>][] };

/**
 * An icon's data as lucide-react's own module holds it. The build drops the shapes' React keys
 * (scripts/vite/lucide-own-icons.ts); lucide's Icon draws its shapes as a keyed list, so they
 * are given back, by position, for it to draw without React's warning.
 */
async function lucideData(name: string): Promise<IconData> {
  const kebab = (icons[name]?.displayName ?? name)
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([a-z])([0-9])/g, '$1-$2')
    .toLowerCase();
  const candidates = [kebab, kebab.replace(/-(\d)/g, '$1')];
  for (const file of candidates)
    try {
      const { __iconData: data } = (await import(`lucide-react/dist/esm/icons/${file}.mjs` as string)) as { __iconData: IconData };
      return { ...data, node: data.node.map(([tag, attributes], index) => [tag, { key: String(index), ...attributes }]) };
    } catch {
      /* the next spelling */
    }
  throw new Error(`no lucide icon module for ${name}`);
}

const PROPS: IconProps[] = [
  {},
  { className: 'size-4 shrink-0 text-primary' },
  { 'aria-hidden': true },
  { 'aria-label': 'Warning', role: 'img' },
  { size: 16, strokeWidth: 1.5, color: 'red' },
  { size: 32, absoluteStrokeWidth: true },
  { width: 20, height: 10, style: { opacity: 0.5 }, 'data-testid': 'icon' } as IconProps,
  { nonScalingStroke: true },
];

describe("the page's lucide icons", () => {
  it('are made by Larder’s factory, not lucide’s', () => {
    const made = icons.Plus as unknown as { render?: { name?: string } };
    expect(made.render?.name).toBe('LucideIcon');
    expect(icons.Plus?.displayName).toBe('Plus');
  });

  it.each(pageIcons())('%s draws the same svg as lucide-react, whatever its props', async (name) => {
    const Icon = icons[name];
    expect(Icon, `${name} is not a lucide-react export`).toBeDefined();
    const data = await lucideData(name);
    for (const props of PROPS) {
      const ours = render(createElement(Icon as ComponentType<IconProps>, props)).container.firstElementChild;
      const theirs = render(createElement(original.default, { icon: data, ...props })).container.firstElementChild;
      expect(drawing(ours), `${name} with ${JSON.stringify(props)}`).toEqual(drawing(theirs));
    }
  });

  it('draws an icon with a title inside it element by element, named for assistive technology', () => {
    const { container } = render(
      <lucide.Info>
        <title>More about this</title>
      </lucide.Info>,
    );
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBeNull();
    expect(svg?.querySelector('title')?.textContent).toBe('More about this');
    expect(svg?.querySelectorAll('circle, path')).toHaveLength(3);
  });

  it('passes its ref to the svg', () => {
    const ref = createRef<SVGSVGElement>();
    render(<lucide.Check ref={ref} />);
    expect(ref.current?.tagName).toBe('svg');
  });

  it('makes an icon from a name and shapes, as createLucideIcon(name, node) does', () => {
    const Dot = createLucideIcon('TinyDot', [['circle', { cx: 12, cy: 12, r: 2, key: 'a' }]]);
    const svg = render(<Dot />).container.querySelector('svg');
    expect(Dot.displayName).toBe('TinyDot');
    expect(svg?.getAttribute('class')).toBe('lucide lucide-tiny-dot');
    expect(svg?.innerHTML).toBe('<circle cx="12" cy="12" r="2"></circle>');
  });
});
