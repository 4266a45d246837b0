import { describe, expect, it } from 'vitest';
import { displayDescription } from './display-rules';

describe('displayDescription', () => {
  const fallback = "A delicious Dal that's perfect for a satisfying meal.";
  it.each([
    [undefined, fallback],
    ['   ', fallback],
    ['x'.repeat(101), fallback],
    ['Step 1: fry the onions', fallback],
    ['First, a few steps', fallback],
    ['Comforting spiced lentils.', 'Comforting spiced lentils.'],
    ['x'.repeat(100), 'x'.repeat(100)],
  ])('%s becomes %s', (description, shown) => {
    expect(displayDescription(description, 'Dal')).toBe(shown);
  });
});
