/**
 * Indic scripts in Latin letters, for the PDF's standard fonts (which cannot show them). The
 * nine main Indian scripts share one layout (ISCII): a letter sits at the same offset in its
 * 128-code-point block, so one table serves Devanagari, Bengali, Gurmukhi, Gujarati, Odia,
 * Tamil, Telugu, Kannada and Malayalam. A simple scheme (ISO 15919 without diacritics), with
 * Hindi's dropped final vowel: "राम" → "Raam", "अनन्या" → "Ananyaa". Readable, not scholarly.
 */
const BLOCKS = [0x0900, 0x0980, 0x0a00, 0x0a80, 0x0b00, 0x0b80, 0x0c00, 0x0c80, 0x0d00];

const table = (start: number, letters: string): Record<number, string> =>
  Object.fromEntries(
    letters
      .split(' ')
      .map((latin, i) => [start + i, latin] as const)
      .filter(([, latin]) => latin !== '_'),
  );

/** 0x15–0x39: the consonants, each with an inherent "a". */
const CONSONANTS = table(
  0x15,
  'k kh g gh ng ch chh j jh ny t th d dh n t th d dh n n p ph b bh m y r r l l l v sh sh s h',
);
/** 0x58–0x5f: the nukta consonants of Urdu and Persian words. */
const NUKTA_CONSONANTS = table(0x58, 'q kh gh z r rh f y');
const VOWELS = {
  ...table(0x05, 'a aa i ii u uu ri li e e e ai o o o au'),
  ...table(0x60, 'rii lii'),
};
const VOWEL_SIGNS = {
  ...table(0x3e, 'aa i ii u uu ri rii e e e ai o o o au'),
  ...table(0x62, 'li lii'),
};
const MARKS = {
  ...table(0x01, 'n n h'),
  ...table(0x64, '. .'),
  ...table(0x66, '0 1 2 3 4 5 6 7 8 9'),
};
const VIRAMA = 0x4d;

const offsetOf = (codePoint: number): number | undefined => {
  const block = BLOCKS.find((start) => codePoint >= start && codePoint < start + 0x80);
  return block === undefined ? undefined : codePoint - block;
};

export const hasIndic = (text: string): boolean =>
  [...text].some((ch) => offsetOf(ch.codePointAt(0)!) !== undefined);

export const transliterateIndic = (text: string): string => {
  let out = '';
  let inherentA = false;
  let letters = 0;
  let wordStart = true;
  const write = (latin: string) => {
    out += wordStart && latin ? latin[0].toUpperCase() + latin.slice(1) : latin;
    wordStart = wordStart && !latin;
  };
  const settleVowel = (wordEnds: boolean) => {
    // Hindi drops a word's final inherent vowel ("kamal", not "kamala") unless it is all there is.
    if (inherentA && !(wordEnds && letters > 1)) {
      write('a');
    }
    inherentA = false;
  };
  for (const ch of text) {
    if (/\p{Cf}/u.test(ch)) {
      continue; // zero-width joiners shape a conjunct; they add no letter
    }
    const offset = offsetOf(ch.codePointAt(0)!);
    if (offset === undefined) {
      settleVowel(true);
      out += ch;
      letters = 0;
      wordStart = !/\p{L}|\p{N}/u.test(ch);
      continue;
    }
    const consonant = CONSONANTS[offset] ?? NUKTA_CONSONANTS[offset];
    if (consonant) {
      settleVowel(false);
      write(consonant);
      inherentA = true;
      letters += 1;
    } else if (VOWEL_SIGNS[offset]) {
      inherentA = false;
      write(VOWEL_SIGNS[offset]);
    } else if (offset === VIRAMA) {
      inherentA = false;
    } else if (VOWELS[offset]) {
      settleVowel(false);
      write(VOWELS[offset]);
      letters += 1;
    } else if (MARKS[offset]) {
      settleVowel(false);
      write(MARKS[offset]);
    }
    // Anything else (nukta, accents, script-specific signs) adds no sound of its own here.
  }
  settleVowel(true);
  return out;
};
