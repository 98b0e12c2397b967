import { PAPER_MESSAGES } from '@abhyas/contracts';
import { initialPaperForm, type PaperForm } from './paper-form';
import { FORM_MESSAGES, sectionMarksMismatch, validatePaperForm } from './paper-form.validation';

const complete: PaperForm = {
  ...initialPaperForm('CBSE'),
  curriculum: 'CBSE',
  class: 6,
  title: 'Week 1',
  student: 'child-1',
};
const validate = (form: Partial<PaperForm>, needsBranch = false) =>
  validatePaperForm({ ...complete, ...form }, { needsBranch });

describe('validatePaperForm', () => {
  it('accepts a complete comprehensive form', () => {
    expect(validate({})).toEqual({});
  });

  it('asks for exam, class and subject', () => {
    expect(validate({ examType: '', class: null, subject: '' })).toEqual({
      examType: FORM_MESSAGES.chooseExamType,
      class: FORM_MESSAGES.chooseClass,
      subject: FORM_MESSAGES.chooseSubject,
    });
  });

  it('asks for a branch only where one is needed', () => {
    expect(validate({ subject: 'Science' }, true)).toEqual({
      branch: PAPER_MESSAGES.branchRequired,
    });
    expect(validate({ subject: 'Science', branch: 'Physics' }, true)).toEqual({});
    expect(validate({ subject: 'Science' }, false)).toEqual({});
  });

  it('asks for chapters on chapter-wise and revision papers', () => {
    expect(validate({ paperType: 'chapter-wise', totalMarks: 15 })).toEqual({
      chapters: FORM_MESSAGES.chooseChapters,
    });
    expect(validate({ paperType: 'revision' })).toEqual({ chapters: FORM_MESSAGES.chooseChapters });
    expect(validate({ paperType: 'chapter-wise', chapters: ['c1'], totalMarks: 15 })).toEqual({});
  });

  it('asks for a chapter, then topics, on a topic-wise paper', () => {
    expect(validate({ paperType: 'topic-wise', totalMarks: 15 })).toEqual({
      chapters: FORM_MESSAGES.chooseChapter,
    });
    expect(validate({ paperType: 'topic-wise', chapters: ['c1'], totalMarks: 15 })).toEqual({
      topics: FORM_MESSAGES.chooseTopics,
    });
    expect(
      validate({ paperType: 'topic-wise', chapters: ['c1'], topics: ['t'], totalMarks: 15 }),
    ).toEqual({});
    expect(
      validate({
        paperType: 'topic-wise',
        chapters: ['c1'],
        topics: ['1', '2', '3', '4', '5', '6'],
        totalMarks: 15,
      }),
    ).toEqual({ topics: PAPER_MESSAGES.tooManyTopics });
  });

  it('lets an Olympiad practice test go without chapters or topics', () => {
    expect(validate({ examType: 'Olympiad', curriculum: 'IMO', paperType: 'practice' })).toEqual(
      {},
    );
  });

  it('shows the total-marks mismatch when MCQ, short and long do not add up', () => {
    expect(validate({ mcqMarks: 25 })).toEqual({ totalMarks: PAPER_MESSAGES.marksMismatch });
    expect(validate({ totalMarks: 60, mcqMarks: 30 })).toEqual({});
    expect(sectionMarksMismatch({ ...complete, mcqMarks: 10 })).toBe(true);
    // Olympiads follow the organiser's pattern: no split to check.
    expect(sectionMarksMismatch({ ...complete, examType: 'Olympiad', mcqMarks: 10 })).toBe(false);
    expect(sectionMarksMismatch({ ...complete, paperType: 'chapter-wise', totalMarks: 15 })).toBe(
      false,
    );
  });

  it('asks an AI paper for at least one question type', () => {
    expect(validate({ method: 'ai', questionTypes: [] })).toEqual({
      questionTypes: FORM_MESSAGES.chooseQuestionTypes,
    });
  });
});
