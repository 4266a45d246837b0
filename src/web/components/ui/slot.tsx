import { cloneElement, isValidElement, useCallback, type ReactElement, type ReactNode, type Ref } from 'react';

type Props = Record<string, unknown>;

/**
 * The page's Button drawn as its child (`asChild`: a link that looks like a button): the child
 * element takes the button's props, merged as Radix's Slot merges them (the child's handler runs
 * first, then the button's; styles merged; class names and aria-describedby joined; otherwise
 * the child's own value wins), and both refs. Radix's Slot, with its Slottable and lazy children,
 * was 2 KB gzip of every screen's first script for this one use (decision 0022); Radix's own
 * parts keep theirs.
 */
export function Slot({ children, ref, ...slotProps }: Props & { children?: ReactNode; ref?: Ref<unknown> }) {
  if (!isValidElement<Props & { ref?: Ref<unknown> }>(children))
    throw new Error('Slot draws one element: give it exactly one child element.');
  const childRef = children.props.ref;
  const composed = useComposedRef(ref, childRef);
  const merged = mergeProps(slotProps, children.props);
  if (ref || childRef) merged.ref = ref && childRef ? composed : (ref ?? childRef);
  return cloneElement(children as ReactElement<Props>, merged);
}

function mergeProps(slotProps: Props, childProps: Props): Props {
  const overrides: Props = { ...childProps };
  for (const name in childProps) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof slotValue === 'function' && typeof childValue === 'function')
        overrides[name] = (...args: unknown[]) => {
          const result: unknown = childValue(...args);
          slotValue(...args);
          return result;
        };
      else if (slotValue) overrides[name] = slotValue;
    } else if (name === 'style') overrides[name] = { ...(slotValue as object), ...(childValue as object) };
    else if (name === 'className') overrides[name] = [slotValue, childValue].filter(Boolean).join(' ');
    else if (name === 'aria-describedby') overrides[name] = describedBy(childValue, slotValue);
  }
  return { ...slotProps, ...overrides };
}

function describedBy(...values: unknown[]): string | undefined {
  const ids = new Set<string>();
  for (const value of values) if (typeof value === 'string') for (const id of value.trim().split(/\s+/)) if (id) ids.add(id);
  return ids.size > 0 ? [...ids].join(' ') : undefined;
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

function useComposedRef<T>(first: Ref<T> | undefined, second: Ref<T> | undefined): (node: T | null) => void {
  return useCallback(
    (node: T | null) => {
      setRef(first, node);
      setRef(second, node);
    },
    [first, second],
  );
}
