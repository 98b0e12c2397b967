import { hasIndic, transliterateIndic } from './indic-transliteration';

/** Common characters outside the standard fonts' WinAnsi set, as their nearest plain text. */
const REPLACEMENTS: Record<string, string> = {
  '\u20b9': 'Rs ',
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u2192': '->',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u221a': 'sqrt',
  '\u03c0': 'pi',
  '\u00a0': ' ',
};

/**
 * Text the PDF's standard fonts can draw, whatever a name or a topic holds: Indic scripts are
 * transliterated, accents the font lacks are dropped (NFKD), a few symbols are spelled out, and
 * anything else becomes "?". Drawing never throws, so no name can break a report.
 */
export const pdfSafeText = (text: string, encodable: ReadonlySet<number>): string => {
  const source = hasIndic(text) ? transliterateIndic(text.normalize('NFC')) : text;
  let out = '';
  for (const ch of source) {
    const codePoint = ch.codePointAt(0)!;
    if (/\s/u.test(ch)) {
      out += ' ';
    } else if (/\p{Cf}/u.test(ch)) {
      // zero-width and direction marks draw nothing
    } else if (encodable.has(codePoint)) {
      out += ch;
    } else if (REPLACEMENTS[ch] !== undefined) {
      out += REPLACEMENTS[ch];
    } else {
      const base = [...ch.normalize('NFKD')].filter((part) => encodable.has(part.codePointAt(0)!));
      // A combining mark alone (an accent the font lacks) is dropped; an unknown letter is "?".
      out += base.length > 0 ? base.join('') : /\p{M}/u.test(ch) ? '' : '?';
    }
  }
  return out;
};
