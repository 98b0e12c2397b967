/** Words of a stem, folded: case, punctuation and digits dropped, so "5 + 3" ~ "7 + 2". */
export const stemWords = (stem: string): string[] =>
  stem
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\d]+/g, '#')
    .split(/[^\p{L}\p{M}#]+/u)
    .filter((word) => word.length > 0);

/** Jaccard similarity of the two stems' word bigrams (1 for the same wording). */
export const stemSimilarity = (a: string, b: string): number => {
  const grams = (words: string[]) =>
    new Set(words.length < 2 ? words : words.slice(1).map((w, i) => `${words[i]} ${w}`));
  const x = grams(stemWords(a));
  const y = grams(stemWords(b));
  if (x.size === 0 && y.size === 0) {
    return 1;
  }
  let shared = 0;
  for (const gram of x) {
    if (y.has(gram)) {
      shared++;
    }
  }
  return shared / (x.size + y.size - shared);
};

/** Longest stem (in words) a class can be expected to read in one question, passage apart. */
export const maxStemWords = (schoolClass: number): number =>
  schoolClass <= 2 ? 45 : schoolClass <= 5 ? 90 : schoolClass <= 8 ? 140 : 200;
