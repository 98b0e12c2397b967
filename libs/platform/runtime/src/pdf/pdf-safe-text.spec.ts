import { StandardFonts, PDFDocument } from 'pdf-lib';
import { transliterateIndic } from './indic-transliteration';
import { pdfSafeText } from './pdf-safe-text';

describe('text for the PDF standard fonts', () => {
  let encodable: ReadonlySet<number>;
  let widthOf: (text: string) => number;

  beforeAll(async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    encodable = new Set(font.getCharacterSet());
    widthOf = (text) => font.widthOfTextAtSize(text, 10);
  });

  it('keeps what the font can draw, accents and curly quotes included', () => {
    expect(pdfSafeText('Zoë’s “Ratios” – 5×2', encodable)).toBe('Zoë’s “Ratios” – 5×2');
  });

  it('spells out symbols, drops accents the font lacks and turns other letters into "?"', () => {
    expect(pdfSafeText('₹50 − x ≥ 3', encodable)).toBe('Rs 50 - x >= 3');
    expect(pdfSafeText('Łukasz Ōtani', encodable)).toBe('?ukasz Otani');
    expect(pdfSafeText('李 🙂', encodable)).toBe('? ?');
    expect(pdfSafeText('a\tb\nc\u200d', encodable)).toBe('a b c');
  });

  it('writes Indic names in Latin letters, one table for the nine ISCII scripts', () => {
    expect(transliterateIndic('राम')).toBe('Raam');
    expect(transliterateIndic('अनन्या शर्मा')).toBe('Ananyaa Sharmaa');
    expect(transliterateIndic('कमल')).toBe('Kamal');
    expect(transliterateIndic('अंशिका')).toBe('Anshikaa');
    expect(transliterateIndic('ক')).toBe('Ka'); // Bengali
    expect(transliterateIndic('முருகன்')).toBe('Murukan'); // Tamil writes k and g alike
    expect(transliterateIndic('Asha (आशा)')).toBe('Asha (Aashaa)');
  });

  it('never gives the font a character it cannot encode', () => {
    const names = [
      'आशा',
      'ਗੁਰਪ੍ਰੀਤ',
      'ગીતા',
      'ଓଡ଼ିଆ',
      'తెలుగు',
      'ಕನ್ನಡ',
      'മലയാളം',
      'Ωmega',
      '\u{1f600}x',
    ];
    for (const name of names) {
      expect(() => widthOf(pdfSafeText(name, encodable))).not.toThrow();
    }
  });
});
