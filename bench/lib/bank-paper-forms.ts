/** The bank paper forms the benches generate: a class 8 CBSE maths chapter-wise and comprehensive. */
export const BANK_PAPER_FORMS = {
  /** Two chapters, 20 marks: 5 credits. */
  chapterWise: {
    curriculum: 'CBSE',
    class: 'Class 8',
    subject: 'Mathematics',
    generationType: 'question_bank',
    paperType: 'chapter-wise',
    chapter: ['ch01-a-square-and-a-cube', 'ch03-a-story-of-numbers'],
    totalMarks: 20,
  },
  /** Every chapter, the default 50 marks (MCQ 20, short 15, long 15). */
  comprehensive: {
    curriculum: 'CBSE',
    class: 'Class 8',
    subject: 'Mathematics',
    generationType: 'question_bank',
    paperType: 'comprehensive',
  },
} as const;
