import { withoutAccents } from './without-accents';

/**
 * The characters a PDF's standard fonts (Helvetica and friends) can draw: Windows-1252, the
 * "WinAnsi" encoding. Printable ASCII, Latin-1's upper half, and the 27 extras Windows put in
 * 0x80–0x9F (curly quotes, dashes, the euro, Œ, Š, Ž, …).
 */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

function drawable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.includes(char);
}

/** Letters whose plain form is not a base letter plus accents. */
const PLAIN: Readonly<Record<string, string>> = {
  ł: 'l',
  Ł: 'L',
  ı: 'i',
  đ: 'd',
  Đ: 'D',
  ħ: 'h',
  Ħ: 'H',
  ŀ: 'l',
  Ŀ: 'L',
  ŋ: 'ng',
  Ŋ: 'NG',
  ĸ: 'k',
  ſ: 's',
  '⅓': '1/3',
  '⅔': '2/3',
  '⅛': '1/8',
  '−': '-',
  '‑': '-',
  '→': '->',
  '≤': '<=',
  '≥': '>=',
  '\t': ' ',
  '\u200b': '',
};

/**
 * Text a standard PDF font can draw, read as close to the original as it can be. jsPDF writes a
 * string holding even one character outside WinAnsi as UTF-16, which Helvetica draws as gibberish
 * ("GoBbki" for "Gołąbki", "Ç1lb1r" for "Çılbır"). Characters WinAnsi has stay as they are
 * (é, ç, ñ, ü, £, –, ’); accented letters it lacks lose the accent (ą → a, ở → o, Ş → S); a few
 * letters and signs have a spelled-out form (ł → l, ⅓ → 1/3); anything else becomes '?'.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    if (drawable(char)) out += char;
    else if (char in PLAIN) out += PLAIN[char];
    else {
      const base = withoutAccents(char);
      out += base !== char && [...base].every(drawable) ? base : '?';
    }
  }
  return out;
}
