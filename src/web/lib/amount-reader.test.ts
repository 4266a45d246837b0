import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (its reader not yet loaded), with the parser's import as given. */
async function freshReader(parser?: () => Record<string, unknown>) {
  vi.resetModules();
  if (parser) vi.doMock('../../domain/units/parse-ingredient-line', parser);
  return import('./amount-reader');
}

afterEach(() => {
  vi.doUnmock('../../domain/units/parse-ingredient-line');
});

describe('the amount reader', () => {
  it('makes the changes in the order the cook made them while it loads, then at once', async () => {
    const { afterWaitingChanges, withAmountReader } = await freshReader();
    const made: string[] = [];
    const failed = vi.fn();

    withAmountReader((read) => made.push(`tick ${JSON.stringify(read('200 g'))}`), failed);
    afterWaitingChanges(() => made.push('untick'));
    // Both wait for the reader: the untick, which reads nothing, is not made before the tick.
    expect(made).toEqual([]);

    await waitFor(() => expect(made).toEqual(['tick {"amount":200,"unit":"g"}', 'untick']));
    withAmountReader((read) => made.push(`amount ${JSON.stringify(read('1 l'))}`), failed);
    afterWaitingChanges(() => made.push('untick again'));
    expect(made.slice(2)).toEqual(['amount {"amount":1000,"unit":"ml"}', 'untick again']);
    expect(failed).not.toHaveBeenCalled();
  });

  it('says when it cannot load, makes no change, and tries again on the next one', async () => {
    let offline = true;
    const { parseAmount } = await import('../../domain/units/parse-ingredient-line');
    const { withAmountReader } = await freshReader(() => {
      if (offline) throw new Error('Failed to fetch dynamically imported module');
      return { parseAmount };
    });
    const made: string[] = [];
    const failed = vi.fn();

    withAmountReader(() => made.push('tick'), failed);
    await waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    expect(made).toEqual([]);

    offline = false;
    withAmountReader(() => made.push('tick'), failed);
    await waitFor(() => expect(made).toEqual(['tick']));
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it('gives screens the reader only when an amount must be read', async () => {
    const { noAmountsToRead, useAmountReader } = await freshReader();

    const idle = renderHook(() => useAmountReader(false));
    expect(idle.result.current).toEqual({ read: noAmountsToRead, failed: false });

    const needed = renderHook(() => useAmountReader(true));
    expect(needed.result.current.read).toBeUndefined();
    await waitFor(() => expect(needed.result.current.read?.('3')).toEqual({ amount: 3, unit: 'item' }));
  });

  it('gives a screen that starts needing it the reader at once when a change has loaded it', async () => {
    const { loadAmountReader, useAmountReader } = await freshReader();
    const screen = renderHook(({ need }) => useAmountReader(need), { initialProps: { need: false } });

    // A tick loads the reader, then stores an answer the screen must read: it is not drawn as
    // loading for a moment.
    await loadAmountReader();
    screen.rerender({ need: true });
    expect(screen.result.current.read?.('1 l')).toEqual({ amount: 1000, unit: 'ml' });
  });
});
