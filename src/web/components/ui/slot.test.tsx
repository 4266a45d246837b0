import { fireEvent, render } from '@testing-library/react';
import { Slot as RadixSlot } from 'radix-ui';
import { createRef, type ComponentType, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Slot } from './slot';

type AnySlot = ComponentType<Record<string, unknown> & { children?: ReactNode }>;
const SLOTS: [string, AnySlot][] = [
  ['Larder', Slot as AnySlot],
  ['Radix', RadixSlot.Root as AnySlot],
];

/** What a slot drew and what each click ran, in order. */
function drawn(SlotUnderTest: AnySlot, slotProps: Record<string, unknown>, childProps: Record<string, unknown>) {
  const calls: string[] = [];
  const withCalls = (props: Record<string, unknown>, who: string) =>
    Object.fromEntries(
      Object.entries(props).map(([name, value]) => [name, value === 'handler' ? () => calls.push(`${who} ${name}`) : value]),
    );
  const { container } = render(
    <SlotUnderTest {...withCalls(slotProps, 'slot')}>
      <a href="/planner" {...withCalls(childProps, 'child')}>
        Plan
      </a>
    </SlotUnderTest>,
  );
  const element = container.firstElementChild as HTMLElement;
  fireEvent.click(element);
  fireEvent.keyDown(element, { key: 'Enter' });
  const attributes = element.getAttributeNames().map((name) => `${name}=${element.getAttribute(name)}`);
  return { html: element.tagName, attributes: attributes.sort(), calls };
}

const CASES: [string, Record<string, unknown>, Record<string, unknown>][] = [
  ['class names', { className: 'inline-flex h-10' }, { className: 'font-medium' }],
  ['a class name on one side', { className: 'inline-flex' }, {}],
  ['styles', { style: { color: 'red', margin: 2 } }, { style: { color: 'blue' } }],
  ['handlers on both', { onClick: 'handler', onKeyDown: 'handler' }, { onClick: 'handler' }],
  ['a handler on the slot only', { onClick: 'handler' }, {}],
  ['described-by lists', { 'aria-describedby': 'hint error' }, { 'aria-describedby': 'error note' }],
  ['the child’s own value winning', { title: 'from the button', 'data-state': 'open', id: 'a' }, { title: 'from the link' }],
];

describe('Slot', () => {
  it.each(CASES)('merges %s as Radix’s Slot does', (_, slotProps, childProps) => {
    const [ours, radix] = SLOTS.map(([, SlotUnderTest]) => drawn(SlotUnderTest, slotProps, childProps));
    expect(ours).toEqual(radix);
  });

  it('gives the element to both refs, the slot’s and the child’s', () => {
    const slotRef = createRef<HTMLAnchorElement>();
    const childRef = createRef<HTMLAnchorElement>();
    render(
      <Slot ref={slotRef}>
        <a href="/" ref={childRef}>
          Home
        </a>
      </Slot>,
    );
    expect(slotRef.current?.tagName).toBe('A');
    expect(childRef.current).toBe(slotRef.current);
  });

  it('refuses anything but one element', () => {
    expect(() => render(<Slot>Plan</Slot>)).toThrow('exactly one child element');
  });

  it('lets a Button be drawn as its link, with the button’s look and no button type', () => {
    const { getByRole } = render(
      <Button asChild size="sm" variant="outline" className="w-full">
        <a href="/weekly-plan">See the plan</a>
      </Button>,
    );
    const link = getByRole('link', { name: 'See the plan' });
    expect(link.getAttribute('href')).toBe('/weekly-plan');
    expect(link.className).toContain('h-8');
    expect(link.className).toContain('w-full');
    expect(link.getAttribute('type')).toBeNull();
  });
});
