import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toWinAnsi } from './win-ansi';

// Control characters (a PDF line never holds one) come out as '?', which is drawable.
const winAnsi = /^[\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/u;

describe('toWinAnsi', () => {
  it('keeps what a standard PDF font can draw', () => {
    for (const text of ['Salade Niçoise with Seared Tuna', 'Käsespätzle', 'Poulet à la Moutarde', '£3.50 · 2 servings — it’s “done”'])
      expect(toWinAnsi(text)).toBe(text);
  });

  it('drops accents WinAnsi lacks and spells out the letters that are not accented', () => {
    expect(toWinAnsi('Gołąbki (Stuffed Cabbage Rolls)')).toBe('Golabki (Stuffed Cabbage Rolls)');
    expect(toWinAnsi('Beef Pho (Phở Bò)')).toBe('Beef Pho (Pho Bò)');
    expect(toWinAnsi('Çılbır (Turkish Eggs)')).toBe('Çilbir (Turkish Eggs)');
    expect(toWinAnsi('Tavuk Şiş with Bulgur Pilaf')).toBe('Tavuk Sis with Bulgur Pilaf');
    expect(toWinAnsi('İzmir Köfte')).toBe('Izmir Köfte');
    expect(toWinAnsi('Bánh Mì Ốp La')).toBe('Bánh Mì Op La');
    expect(toWinAnsi('⅓ cup −2 °C')).toBe('1/3 cup -2 °C');
  });

  it('marks what it cannot spell', () => {
    expect(toWinAnsi('Soup 🍲 bowl')).toBe('Soup ? bowl');
    expect(toWinAnsi('豆腐')).toBe('??');
  });

  it('always returns text a standard font can draw, and printable ASCII unchanged', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => winAnsi.test(toWinAnsi(text))));
    fc.assert(fc.property(fc.stringMatching(/^[\x20-\x7e]*$/), (text) => toWinAnsi(text) === text));
  });
});
