import fc from 'fast-check';
import { bankGenerationRequestSchema, marksOptionsFor } from '@abhyas/contracts';
import { loadQuestions, loadSyllabus } from '@abhyas/question-bank';
import { DIFFICULTY_ORDER, difficultyQuotas } from '../domain/bank-paper.selection';
import { planPaper, type PaperPlan } from '../domain/paper-plan';
import { BankIndex } from './bank-index';
import { buildBankPaper } from './bank-paper.builder';
import { SyllabusCatalog } from './syllabus-catalog';

const syllabus = loadSyllabus();
const questions = loadQuestions();
const catalog = new SyllabusCatalog(syllabus.classes, syllabus.patterns, questions);
const bank = new BankIndex(questions, syllabus.classes);
const OBJECTIVE = ['MCQ', 'Fill in the blanks', 'True/False'];

/** CBSE Mathematics and Science forms over the real syllabus: any chapters, marks and mix. */
const boardForm = fc
  .record({
    class: fc.integer({ min: 1, max: 10 }),
    subjectPick: fc.nat(),
    chapterPicks: fc.array(fc.nat(), { maxLength: 4 }),
    marksPick: fc.nat(),
    paperType: fc.constantFrom('chapter-wise', 'comprehensive', 'revision'),
    difficultyDistribution: fc.constantFrom('default', 'challenging', 'advanced'),
  })
  .map((pick) => {
    const classSyllabus = catalog.classSyllabus('CBSE', pick.class)!;
    const subjects = classSyllabus.subjects.filter((s) =>
      ['Mathematics', 'Science'].includes(s.subject),
    );
    const entry = subjects[pick.subjectPick % subjects.length];
    const chapters = [
      ...new Set(pick.chapterPicks.map((i) => entry.chapters[i % entry.chapters.length].id)),
    ];
    const paperType =
      pick.paperType === 'chapter-wise' && chapters.length === 0 ? 'comprehensive' : pick.paperType;
    const offered = marksOptionsFor(Math.max(chapters.length, 1));
    return bankGenerationRequestSchema.parse({
      studentId: 'child',
      curriculum: 'CBSE',
      class: pick.class,
      subject: entry.subject,
      ...(entry.branch ? { branch: entry.branch } : {}),
      paperType,
      ...(paperType === 'comprehensive' ? {} : { chapter: chapters }),
      ...(paperType === 'chapter-wise'
        ? { totalMarks: offered[pick.marksPick % offered.length] }
        : {}),
      difficultyDistribution: pick.difficultyDistribution,
    });
  });

const olympiadForm = fc
  .record({
    class: fc.integer({ min: 1, max: 10 }),
    mix: fc.constantFrom('challenging', 'advanced'),
  })
  .map((pick) =>
    bankGenerationRequestSchema.parse({
      studentId: 'child',
      curriculum: 'IMO',
      class: pick.class,
      subject: 'Mathematics',
      difficultyDistribution: pick.mix,
    }),
  );

const plan = (form: ReturnType<typeof bankGenerationRequestSchema.parse>): PaperPlan =>
  planPaper(
    form,
    catalog.classSyllabus(form.curriculum, form.class),
    catalog.patternBand(form.curriculum, form.class),
  );

const history = { seen: new Set<string>(), timesUsed: new Map<string, number>() };

describe('buildBankPaper over the real bank', () => {
  it('gives a board paper exactly its marks, no question twice, and the mix wherever the bank has it', () => {
    let made = 0;
    fc.assert(
      fc.property(boardForm, fc.string({ minLength: 1, maxLength: 12 }), (form, generationId) => {
        const p = plan(form);
        const serving = bank.serving(p.curriculum, p.class, p.subject, p.branch);
        const built = buildBankPaper(p, serving, history, generationId);
        if (!built.ok) {
          expect(built.available).toBeLessThan(built.needed);
          return;
        }
        made += 1;
        const { questions: chosen } = built.paper;
        expect(chosen.reduce((sum, q) => sum + q.marks, 0)).toBe(p.totalMarks);
        expect(new Set(chosen.map((q) => q._id)).size).toBe(chosen.length);
        const objective = chosen.filter((q) => OBJECTIVE.includes(q.questionType));
        const chapterIds = new Set(p.chapters.map((c) => c.id));
        const pool = serving.filter(
          (q) =>
            chapterIds.has(q.chapterId) &&
            ['mcq', 'fill_blank', 'true_false'].includes(q.question.type),
        );
        const quotas = difficultyQuotas(objective.length, p.mix);
        const had = Object.fromEntries(
          DIFFICULTY_ORDER.map((d) => [
            d,
            new Set(pool.filter((q) => q.question.difficulty === d).map((q) => q.question.id)).size,
          ]),
        );
        const got = Object.fromEntries(
          DIFFICULTY_ORDER.map((d) => [d, objective.filter((q) => q.difficulty === d).length]),
        );
        if (objective.every((q) => q.source === 'bank')) {
          // Each difficulty gets its quota when the bank has it; a short one borrows from the nearest.
          for (const d of DIFFICULTY_ORDER) {
            expect(got[d]).toBeGreaterThanOrEqual(Math.min(quotas[d], had[d]));
          }
          if (DIFFICULTY_ORDER.every((d) => had[d] >= quotas[d])) {
            expect(got).toEqual(quotas);
          }
        }
        for (const q of chosen) {
          if (q.source === 'bank') {
            expect(chapterIds.has(serving.find((s) => s.question.id === q._id)!.chapterId)).toBe(
              true,
            );
          }
        }
      }),
      { numRuns: 150, seed: 20261125 },
    );
    // Most random forms must make a paper, or the property says little.
    expect(made).toBeGreaterThan(75);
  });

  it('fills an Olympiad paper section by section, with each section’s count and marks', () => {
    let made = 0;
    fc.assert(
      fc.property(
        olympiadForm,
        fc.string({ minLength: 1, maxLength: 12 }),
        (form, generationId) => {
          const p = plan(form);
          const built = buildBankPaper(
            p,
            bank.serving(p.curriculum, p.class, p.subject),
            history,
            generationId,
          );
          if (!built.ok) {
            expect(built.section).toBeDefined();
            return;
          }
          made += 1;
          const expected = p.sections!.flatMap((s) =>
            Array<[string, number]>(s.questions).fill([s.name, s.marksPerQuestion]),
          );
          expect(built.paper.questions.map((q) => [q.sectionName, q.marks])).toEqual(expected);
          expect(new Set(built.paper.questions.map((q) => q._id)).size).toBe(expected.length);
          for (const q of built.paper.questions) {
            expect(q.section).toBe(p.sections!.find((s) => s.name === q.sectionName)!.code);
          }
        },
      ),
      { numRuns: 40, seed: 20261125 },
    );
    expect(made).toBeGreaterThan(20);
  });

  it('takes the family’s own questions beside the bank’s, never another family’s', () => {
    let withOwn = 0;
    fc.assert(
      fc.property(
        boardForm,
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 4 }),
        (form, generationId, every) => {
          const p = plan(form);
          const serving = bank.serving(p.curriculum, p.class, p.subject, p.branch);
          // Two families saved copies of some bank questions into their own banks.
          const copies = (familyId: string) =>
            serving
              .filter((_, i) => i % every === 0)
              .map((q) => ({
                ...q,
                question: { ...q.question, id: `fam-${familyId}-${q.question.id}` },
                familyId,
              }));
          const built = buildBankPaper(
            p,
            [...serving, ...copies('a'), ...copies('b')],
            history,
            generationId,
            { familyId: 'a' },
          );
          if (!built.ok) {
            return;
          }
          const ids = built.paper.questions.map((q) => q._id);
          expect(ids.some((id) => id.startsWith('fam-b-'))).toBe(false);
          expect(new Set(ids).size).toBe(ids.length);
          expect(built.paper.questions.reduce((sum, q) => sum + q.marks, 0)).toBe(p.totalMarks);
          for (const q of built.paper.questions) {
            expect(q.source === 'family').toBe(q._id.startsWith('fam-a-'));
          }
          if (ids.some((id) => id.startsWith('fam-a-'))) {
            withOwn += 1;
            expect(built.paper.notes.join(' ')).toMatch(/your own saved question/);
          }
        },
      ),
      { numRuns: 100, seed: 20261207 },
    );
    expect(withOwn).toBeGreaterThan(40);
  });

  it('tops up a chapter-wise maths paper only from its own chapter’s generators, placed there', () => {
    const p = plan(
      bankGenerationRequestSchema.parse({
        studentId: 'child',
        curriculum: 'CBSE',
        class: 6,
        subject: 'Mathematics',
        paperType: 'chapter-wise',
        chapter: ['ch07-fractions'],
        totalMarks: 15,
      }),
    );
    const topUp = {
      generatorId: 'fractions',
      chapterId: 'ch07-fractions',
      chapterName: 'Fractions',
      topicId: 'fractional-units',
      topicName: 'Fractional units',
    };
    // An empty bank: nothing but the generators can fill it.
    expect(buildBankPaper(p, [], history, 'gen-1').ok).toBe(false);
    const built = buildBankPaper(p, [], history, 'gen-1', { chapterTopUps: [topUp] });
    expect(built.ok).toBe(true);
    const paper = built.ok ? built.paper : undefined;
    expect(paper?.questions).toHaveLength(15);
    for (const q of paper?.questions ?? []) {
      expect(q).toMatchObject({
        source: 'generator',
        chapter: 'Fractions',
        topicId: 'fractional-units',
      });
      expect(q._id).toMatch(/^gen-fractions-6-/);
    }
    expect(paper?.notes.join(' ')).toMatch(/15 procedurally generated maths questions/);
    // The same request makes the same paper.
    expect(buildBankPaper(p, [], history, 'gen-1', { chapterTopUps: [topUp] })).toEqual(built);
  });
});
