/**
 * The create-paper form most tests send: CBSE class 8 maths, chapter-wise over two chapters the
 * bank fills, 20 marks. A test adds what it is about (a student, a request id, a title).
 */
export const class8MathsChapterWise = (extra: Record<string, unknown> = {}) => ({
  curriculum: 'CBSE',
  class: 'Class 8',
  subject: 'Mathematics',
  paperType: 'chapter-wise',
  chapter: ['ch01-a-square-and-a-cube', 'ch03-a-story-of-numbers'],
  totalMarks: 20,
  ...extra,
});
