import path from 'node:path';

/** The library's root: syllabus/, questions/ and reviews/ sit beside src/. */
export const CONTENT_ROOT = path.resolve(__dirname, '..', '..');

export const contentPath = (...parts: string[]): string => path.join(CONTENT_ROOT, ...parts);

/** `questions/cbse/class-6/mathematics/x.yaml` → `reviews/cbse/class-6/mathematics/x.review.yaml`. */
export const reviewPathFor = (questionFile: string): string =>
  path
    .relative(CONTENT_ROOT, questionFile)
    .replace(/^questions\//, 'reviews/')
    .replace(/\.yaml$/, '.review.yaml');
