import { createElement, forwardRef, type ForwardRefExoticComponent, type ReactElement, type RefAttributes, type SVGProps } from 'react';

/**
 * lucide-react's `createLucideIcon`, for the page: every icon the page imports from lucide-react
 * is made here instead (the build swaps the module, scripts/vite/lucide-own-icons.ts). An icon
 * draws the same `<svg>` as lucide's own, attribute for attribute, but its shapes are React
 * elements made once per icon, not rebuilt on every render with lucide's context, class merging
 * and attribute renaming. A screen draws dozens of icons (a row's menu, a nav item, a badge), and
 * their start was 11–22 ms of a phone's main thread in a profile (decision 0023). The shapes were
 * once set as one markup string; the browser then parsed HTML for every icon drawn, half as dear
 * again as creating the elements (decision 0023).
 */

type IconNode = readonly (readonly [tag: string, attributes: Readonly<Record<string, string | number | undefined>>])[];
type IconData = { name?: string; node: IconNode; aliases?: readonly string[]; size?: number; width?: number; height?: number };

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  size?: string | number;
  /** The stroke keeps its width in pixels whatever the icon's size. */
  absoluteStrokeWidth?: boolean;
  /** The stroke keeps its width when the svg is scaled by a transform. */
  nonScalingStroke?: boolean;
};
export type Icon = ForwardRefExoticComponent<IconProps & RefAttributes<SVGSVGElement>>;

const DEFAULT_SIZE = 24;
const DEFAULT_STROKE_WIDTH = 2;

/**
 * The icon's shapes as React elements, drawn as lucide draws them (its `key`s left out: they are
 * passed to the svg as arguments, not as a list).
 */
function shapeElements(node: IconNode, nonScalingStroke: boolean): ReactElement[] {
  return node.map(([tag, { key: _key, ...shape }]) =>
    createElement(tag, nonScalingStroke ? { vectorEffect: 'non-scaling-stroke', ...shape } : shape),
  );
}

/** lucide-react's test for an icon that names itself to assistive technology (else it is hidden from it). */
function labelled(props: Record<string, unknown>): boolean {
  for (const name in props) if ((name.startsWith('aria-') || name === 'role' || name === 'title') && props[name] != null) return true;
  return false;
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase());

export default function createLucideIcon(dataOrName: IconData | string, iconNode: IconNode = [], aliases: readonly string[] = []): Icon {
  const data: IconData = typeof dataOrName === 'string' ? { name: kebab(dataOrName), node: iconNode, aliases } : dataOrName;
  const ownWidth = data.size ?? data.width ?? DEFAULT_SIZE;
  const viewBox = `0 0 ${ownWidth} ${data.size ?? data.height ?? DEFAULT_SIZE}`;
  const ownClasses = [
    'lucide',
    ...(data.name ? [`lucide-${data.name}`] : []),
    ...(data.aliases ?? []).map((alias) => `lucide-${alias}`),
  ].join(' ');
  // Made on the first draw, not when the module loads: a screen imports icons it never shows.
  const drawn: { plain?: ReactElement[]; nonScaling?: ReactElement[] } = {};
  const shapes = (nonScaling: boolean) =>
    nonScaling ? (drawn.nonScaling ??= shapeElements(data.node, true)) : (drawn.plain ??= shapeElements(data.node, false));

  const Component = forwardRef<SVGSVGElement, IconProps>(function LucideIcon(
    {
      color = 'currentColor',
      size,
      width,
      height,
      strokeWidth = DEFAULT_STROKE_WIDTH,
      absoluteStrokeWidth = false,
      nonScalingStroke = false,
      className,
      children,
      ...rest
    },
    ref,
  ) {
    const drawnWidth = width ?? size ?? DEFAULT_SIZE;
    const hasChildren = Boolean(children);
    const attributes = {
      ref,
      xmlns: 'http://www.w3.org/2000/svg',
      width: drawnWidth,
      height: height ?? size ?? DEFAULT_SIZE,
      viewBox,
      fill: 'none',
      stroke: color,
      strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * ownWidth) / Number(drawnWidth) : strokeWidth,
      strokeLinecap: 'round' as const,
      strokeLinejoin: 'round' as const,
      className: className ? `${ownClasses} ${className}` : ownClasses,
      ...(!hasChildren && !labelled(rest) ? { 'aria-hidden': 'true' as const } : {}),
      ...rest,
    };
    return createElement('svg', attributes, ...shapes(nonScalingStroke), children);
  });
  if (data.name) Component.displayName = pascal(data.name);
  return Component;
}
