import { bankGenerationRequestSchema, savePaperRequestSchema } from '@abhyas/contracts';
import { generatedPaper } from '../../testing/paper-fixtures';
import { bankGenerationRequest, boardFor } from './bank-generation.request';
import { initialPaperForm, type PaperForm } from './paper-form';
import { savePaperRequest } from './save-paper.request';

const chapterWise: PaperForm = {
  ...initialPaperForm('CBSE'),
  curriculum: 'CBSE',
  class: 6,
  student: 'child-1',
  title: '  Patterns 1 ',
  paperType: 'chapter-wise',
  chapters: ['ch01-patterns'],
  totalMarks: 15,
};

describe('bankGenerationRequest', () => {
  it('sends a chapter-wise CBSE paper the contract accepts', () => {
    const request = bankGenerationRequest(chapterWise, 'abc123def456');
    expect(request).toEqual({
      studentId: 'child-1',
      curriculum: 'CBSE',
      class: 6,
      subject: 'Mathematics',
      generationType: 'question_bank',
      difficultyDistribution: 'default',
      chapter: 'ch01-patterns',
      topics: [],
      paperType: 'chapter-wise',
      totalMarks: 15,
      title: 'Patterns 1',
      requestId: 'abc123def456',
    });
    expect(bankGenerationRequestSchema.safeParse(request).success).toBe(true);
  });

  it('sends several chapters as a list, and a branch when there is one', () => {
    const request = bankGenerationRequest(
      { ...chapterWise, subject: 'Science', branch: 'Physics', chapters: ['a', 'b'] },
      'r1234567',
    );
    expect(request).toMatchObject({ chapter: ['a', 'b'], branch: 'Physics' });
  });

  it('sends the comprehensive split, and no marks for an Olympiad (its pattern decides)', () => {
    const comprehensive = bankGenerationRequest(
      { ...chapterWise, paperType: 'comprehensive', chapters: [], totalMarks: 50 },
      'r1234567',
    );
    expect(comprehensive).toMatchObject({
      totalMarks: 50,
      mcqMarks: 20,
      shortMarks: 15,
      longMarks: 15,
    });
    expect(comprehensive).not.toHaveProperty('chapter');
    expect(bankGenerationRequestSchema.safeParse(comprehensive).success).toBe(true);

    const olympiad = bankGenerationRequest(
      {
        ...chapterWise,
        examType: 'Olympiad',
        curriculum: 'IMO',
        paperType: 'mock',
        chapters: [],
        difficultyDistribution: 'advanced',
      },
      'r1234567',
    );
    expect(olympiad).not.toHaveProperty('totalMarks');
    expect(olympiad).not.toHaveProperty('mcqMarks');
    expect(olympiad).toMatchObject({ curriculum: 'IMO', difficultyDistribution: 'advanced' });
    expect(bankGenerationRequestSchema.safeParse(olympiad).success).toBe(true);
  });

  it('picks the board endpoint of the examination type', () => {
    expect(boardFor({ examType: 'CBSE' })).toBe('cbse');
    expect(boardFor({ examType: 'State' })).toBe('state');
    expect(boardFor({ examType: 'Olympiad' })).toBe('olympiad');
    expect(boardFor({ examType: '' })).toBeNull();
  });
});

describe('savePaperRequest', () => {
  it("keeps the generation under the form's trimmed title, with the form's fields", () => {
    const request = savePaperRequest(chapterWise, generatedPaper(), 'parent-1');
    expect(request).toMatchObject({
      parentId: 'parent-1',
      student: 'child-1',
      generationId: 'gen-1',
      title: 'Patterns 1',
      timeDuration: 45,
      curriculumType: 'CBSE',
      subject: 'Mathematics',
      paperType: 'chapter-wise',
      totalMarks: 15,
    });
    expect(savePaperRequestSchema.safeParse(request).success).toBe(true);
  });
});
