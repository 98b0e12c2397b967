import { PAPER_RULES } from '@abhyas/contracts';
import { initialPaperForm, type PaperForm } from './paper-form';
import { paperFormReducer, type PaperFormChange } from './paper-form.reducer';

const filled: PaperForm = {
  ...initialPaperForm('CBSE'),
  curriculum: 'CBSE',
  class: 6,
  subject: 'Science',
  branch: 'Physics',
  chapters: ['ch-motion'],
  topics: ['speed'],
  student: 'child-1',
  title: 'Motion test',
  paperType: 'topic-wise',
  totalMarks: 15,
};

const given = (form: PaperForm) => ({
  when: (...changes: PaperFormChange[]) => changes.reduce(paperFormReducer, form),
});

describe('paperFormReducer: the reset rules of spec §4', () => {
  it('clears branch, chapters and topics when the subject changes', () => {
    const form = given(filled).when({ type: 'subject', subject: 'Mathematics' });
    expect(form).toMatchObject({ subject: 'Mathematics', branch: '', chapters: [], topics: [] });
    expect(form.class).toBe(6);
    expect(form.title).toBe('Motion test');
  });

  it('clears chapters and topics when the branch changes', () => {
    const form = given(filled).when({ type: 'branch', branch: 'Biology' });
    expect(form).toMatchObject({ subject: 'Science', branch: 'Biology', chapters: [], topics: [] });
  });

  it('clears topics when the chapters change', () => {
    const form = given(filled).when({ type: 'chapters', chapters: ['ch-light'] });
    expect(form).toMatchObject({ branch: 'Physics', chapters: ['ch-light'], topics: [] });
  });

  it('clears chapters and topics when the class changes', () => {
    const form = given(filled).when({ type: 'class', class: 7 });
    expect(form).toMatchObject({ class: 7, subject: 'Science', chapters: [], topics: [] });
  });

  it('starts the choices over for a new exam, keeping class, student and title', () => {
    const form = given(filled).when({ type: 'examType', examType: 'Olympiad' });
    expect(form).toMatchObject({
      examType: 'Olympiad',
      curriculum: '',
      class: 6,
      student: 'child-1',
      title: 'Motion test',
      subject: 'Mathematics',
      branch: '',
      chapters: [],
      topics: [],
      paperType: 'comprehensive',
      difficultyDistribution: 'challenging',
    });
    expect(given(form).when({ type: 'examType', examType: 'ICSE' }).difficultyDistribution).toBe(
      'default',
    );
  });

  it('picking the same exam again changes nothing', () => {
    expect(given(filled).when({ type: 'examType', examType: 'CBSE' })).toBe(filled);
  });

  it('a new Olympiad goes back to the default subject and clears the syllabus choice', () => {
    const form = given({ ...filled, examType: 'Olympiad' }).when({
      type: 'curriculum',
      curriculum: 'NSO',
    });
    expect(form).toMatchObject({ curriculum: 'NSO', subject: 'Mathematics', chapters: [] });
  });

  it('changes the student, and clears chapters when the class follows the child', () => {
    expect(given(filled).when({ type: 'student', student: 'child-2' })).toEqual({
      ...filled,
      student: 'child-2',
    });
    const following = given({ ...filled, class: null }).when({ type: 'student', student: 'c2' });
    expect(following).toMatchObject({ student: 'c2', class: null, chapters: [], topics: [] });
  });

  it('allows at most five topics', () => {
    const topics = ['a', 'b', 'c', 'd', 'e', 'f'];
    const form = given({ ...filled, topics: [] }).when(
      ...topics.map((topic): PaperFormChange => ({ type: 'toggleTopic', topic })),
    );
    expect(form.topics).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(form.topics).toHaveLength(PAPER_RULES.maxTopics);
    expect(given(form).when({ type: 'toggleTopic', topic: 'c' }).topics).toEqual([
      'a',
      'b',
      'd',
      'e',
    ]);
  });

  it('a new paper type clears chapters and topics and starts its own marks', () => {
    const comprehensive = given(filled).when({ type: 'paperType', paperType: 'comprehensive' });
    expect(comprehensive).toMatchObject({
      chapters: [],
      topics: [],
      totalMarks: 50,
      mcqMarks: 20,
      shortMarks: 15,
      longMarks: 15,
    });
    const chapterWise = given(comprehensive).when({ type: 'paperType', paperType: 'chapter-wise' });
    expect(chapterWise.totalMarks).toBe(15);
  });

  it('edits marks, title, method and the AI-only fields', () => {
    const form = given(filled).when(
      { type: 'sectionMarks', field: 'mcqMarks', marks: 30 },
      { type: 'totalMarks', totalMarks: 20 },
      { type: 'title', title: 'New' },
      { type: 'method', method: 'ai' },
      { type: 'toggleQuestionType', questionType: 'MCQ' },
      { type: 'difficulty', difficulty: 'hard' },
      { type: 'difficultyDistribution', difficultyDistribution: 'advanced' },
    );
    expect(form).toMatchObject({
      mcqMarks: 30,
      totalMarks: 20,
      title: 'New',
      method: 'ai',
      difficulty: 'hard',
      difficultyDistribution: 'advanced',
    });
    expect(form.questionTypes).not.toContain('MCQ');
  });
});
