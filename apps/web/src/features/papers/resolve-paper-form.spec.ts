import {
  CBSE_6_SYLLABUS,
  CURRICULA,
  IMO_6_SYLLABUS,
  PREFERENCES,
} from '../../testing/paper-fixtures';
import { initialPaperForm, type PaperForm } from './paper-form';
import { resolvePaperForm, type PaperCatalog } from './resolve-paper-form';

const catalog: PaperCatalog = {
  preferences: PREFERENCES,
  curricula: CURRICULA,
  syllabus: CBSE_6_SYLLABUS,
  studentIds: ['child-1'],
};
const resolve = (form: Partial<PaperForm>, overrides: Partial<PaperCatalog> = {}) =>
  resolvePaperForm({ ...initialPaperForm(), ...form }, { ...catalog, ...overrides });

describe('resolvePaperForm', () => {
  it('starts on the first preferred examination and its board, subject Mathematics', () => {
    const { form, options } = resolve({});
    expect(form).toMatchObject({ examType: 'CBSE', curriculum: 'CBSE', subject: 'Mathematics' });
    expect(options.classes).toEqual([5, 6]);
    expect(form.class).toBeNull();
  });

  it('offers only values the syllabus has', () => {
    expect(resolve({ class: 9 }).form.class).toBeNull();
    expect(resolve({ class: 6, subject: 'Astrology' }).form.subject).toBe('Mathematics');
    const state = resolve({ examType: 'State', class: 6 });
    expect(state.form).toMatchObject({ curriculum: 'STATE-KA', subject: 'Science' });
    expect(resolve({ class: 6, student: 'someone-else' }).form.student).toBe('');
    expect(resolve({ class: 6, student: 'child-1' }).form.student).toBe('child-1');
  });

  it('forces Mathematics for IMO and the syllabus subject for other Olympiads', () => {
    const imo = resolve(
      { examType: 'Olympiad', class: 6, subject: 'Science' },
      { syllabus: IMO_6_SYLLABUS },
    );
    expect(imo.form).toMatchObject({ curriculum: 'IMO', subject: 'Mathematics' });
    expect(imo.form.difficultyDistribution).toBe('challenging');
    const nso = resolve({ examType: 'Olympiad', curriculum: 'NSO', class: 6 });
    expect(nso.form.subject).toBe('Science');
  });

  it('needs a branch for Science in class 6 before it offers chapters', () => {
    const noBranch = resolve({ class: 6, subject: 'Science', paperType: 'chapter-wise' });
    expect(noBranch.options.needsBranch).toBe(true);
    expect(noBranch.options.chapters).toEqual([]);
    const physics = resolve({
      class: 6,
      subject: 'Science',
      branch: 'Physics',
      paperType: 'chapter-wise',
      chapters: ['ch-motion'],
    });
    expect(physics.options.chapters.map((c) => c.id)).toEqual(['ch-motion']);
    expect(physics.form.chapters).toEqual(['ch-motion']);
    expect(resolve({ class: 6, branch: 'Physics' }).form.branch).toBe('');
  });

  it('keeps chapters only where the paper type takes them, one for topic-wise', () => {
    const chapters = ['ch01-patterns', 'ch02-lines'];
    expect(resolve({ class: 6, chapters }).form.chapters).toEqual([]);
    expect(resolve({ class: 6, paperType: 'chapter-wise', chapters }).form.chapters).toEqual(
      chapters,
    );
    const topicWise = resolve({
      class: 6,
      paperType: 'topic-wise',
      chapters,
      topics: ['angles', 'number-sequences'],
    });
    expect(topicWise.form.chapters).toEqual(['ch01-patterns']);
    expect(topicWise.form.topics).toEqual(['number-sequences']);
    expect(topicWise.options.topics.map((t) => t.id)).toEqual([
      'number-sequences',
      'visual-patterns',
      'sums',
    ]);
  });

  it('drops chapters until the syllabus of the chosen class has loaded', () => {
    const form = { class: 6, paperType: 'chapter-wise' as const, chapters: ['ch01-patterns'] };
    expect(resolve(form, { syllabus: undefined }).form.chapters).toEqual([]);
    expect(resolve(form, { syllabus: { ...CBSE_6_SYLLABUS, class: 7 } }).form.chapters).toEqual([]);
  });

  it('brings the total down to the highest option the chapters allow', () => {
    const one = resolve({
      class: 6,
      paperType: 'chapter-wise',
      chapters: ['ch01-patterns'],
      totalMarks: 20,
    });
    expect(one.options.totalMarks).toEqual([15]);
    expect(one.form.totalMarks).toBe(15);
    const two = resolve({
      class: 6,
      paperType: 'chapter-wise',
      chapters: ['ch01-patterns', 'ch02-lines'],
      totalMarks: 20,
    });
    expect(two.form.totalMarks).toBe(20);
  });

  it('keeps boards on the default difficulty mix and Olympiads on challenging or advanced', () => {
    expect(resolve({ difficultyDistribution: 'advanced' }).form.difficultyDistribution).toBe(
      'default',
    );
    expect(
      resolve({ examType: 'Olympiad', difficultyDistribution: 'default' }).form
        .difficultyDistribution,
    ).toBe('challenging');
    expect(
      resolve({ examType: 'Olympiad', difficultyDistribution: 'advanced' }).form
        .difficultyDistribution,
    ).toBe('advanced');
  });

  it('offers nothing when the preferences leave nothing with a syllabus', () => {
    const { form, options } = resolve(
      {},
      {
        preferences: { selectedTypes: ['ICSE'], selectedCurricula: ['ICSE'], selectedSubjects: [] },
      },
    );
    expect(options.examTypes).toEqual([]);
    expect(form.examType).toBe('');
  });
});
