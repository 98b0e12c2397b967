import type { CheckedFamilyQuestionInput } from '@abhyas/contracts';
import { loadSyllabus } from '@abhyas/question-bank';
import { familyQuestionId, intakeFamilyQuestion } from './family-question.intake';

const syllabus = loadSyllabus();
const classSyllabus = (curriculum: string, schoolClass: number) =>
  syllabus.classes.find((c) => c.curriculum === curriculum && c.class === schoolClass);
const cbse10 = classSyllabus('CBSE', 10);

const mcq = (extra: Partial<CheckedFamilyQuestionInput> = {}): CheckedFamilyQuestionInput => ({
  curriculum: 'CBSE',
  class: 10,
  subject: 'English',
  chapter: 'ch01-a-letter-to-god',
  topic: 'vocabulary',
  question: 'In the story, a "hailstorm" is a storm of',
  questionType: 'mcq',
  difficulty: 'easy',
  marks: 1,
  options: ['small balls of ice', 'strong wind only', 'dust', 'lightning'],
  correctAnswer: 'A',
  explanation: {
    detailedSolution: ['Hail is rain that falls as balls of ice.'],
    keyConcepts: ['Hail'],
  },
  ...extra,
});

describe('a family question checked like a bank question', () => {
  it('places it in its chapter and topic, with the topic’s section and its first sub-topic', () => {
    const intake = intakeFamilyQuestion('parent-meera', mcq(), cbse10);
    expect(intake).toMatchObject({
      ok: true,
      question: {
        curriculum: 'CBSE',
        class: 10,
        subject: 'English',
        chapterId: 'ch01-a-letter-to-god',
        chapterName: 'A Letter to God',
        topicId: 'vocabulary',
        question: { type: 'mcq', section: 'S2', subTopic: 'Word meanings in context', answer: 'A' },
      },
    });
  });

  it('gives the same question the same id in one family and another id in another', () => {
    const a = intakeFamilyQuestion('parent-meera', mcq(), cbse10);
    const again = intakeFamilyQuestion('parent-meera', mcq(), cbse10);
    const other = intakeFamilyQuestion('parent-ravi', mcq(), cbse10);
    const edited = intakeFamilyQuestion('parent-meera', mcq({ difficulty: 'medium' }), cbse10);
    const ids = [a, again, other, edited].map((i) => (i.ok ? i.question.questionId : ''));
    expect(ids[0]).toMatch(/^fam-[a-f0-9]{16}$/);
    expect(ids[1]).toBe(ids[0]);
    expect(new Set([ids[0], ids[2], ids[3]]).size).toBe(3);
    expect(familyQuestionId('p', { x: 1, y: 2 })).toBe(familyQuestionId('p', { y: 2, x: 1 }));
  });

  it('takes the correct option by its text, and True/False and blanks in the record’s words', () => {
    expect(
      intakeFamilyQuestion('p', mcq({ correctAnswer: 'Small balls of ice' }), cbse10),
    ).toMatchObject({ ok: true, question: { question: { answer: 'A' } } });
    const trueFalse = intakeFamilyQuestion(
      'p',
      mcq({
        questionType: 'true_false',
        options: undefined,
        correctAnswer: 'False',
        question: 'Lencho wrote to his brother.',
      }),
      cbse10,
    );
    expect(trueFalse).toMatchObject({ ok: true, question: { question: { answer: false } } });
    const blank = intakeFamilyQuestion(
      'p',
      mcq({
        questionType: 'fill_blank',
        options: undefined,
        correctAnswer: 'ice',
        question: 'Hail is made of ____.',
      }),
      cbse10,
    );
    expect(blank).toMatchObject({ ok: true, question: { question: { answer: ['ice'] } } });
  });

  it.each([
    ['repeated options', mcq({ options: ['ice', 'Ice', 'dust', 'wind'] }), /options are distinct/],
    ['three options', mcq({ options: ['ice', 'dust', 'wind'] }), /options/],
    ['no key', mcq({ correctAnswer: 'E' }), /letter \(A to D\)/],
    [
      'True/False key',
      mcq({ questionType: 'true_false', options: undefined, correctAnswer: 'yes' }),
      /True or False/,
    ],
    [
      'a blank without ____',
      mcq({ questionType: 'fill_blank', options: undefined, correctAnswer: 'ice' }),
      /____/,
    ],
    ['unknown topic', mcq({ topic: 'algebra' }), /not a topic of English/],
    ['topic in several chapters', mcq({ chapter: undefined }), /name the chapter/],
    ['unknown chapter', mcq({ chapter: 'ch99-nothing' }), /not a chapter/],
    ['unknown sub-topic', mcq({ subTopic: 'Trigonometry' }), /subTopic: must be one of/],
    ['subject not taught', mcq({ subject: 'Sanskrit' }), /not taught in class 10/],
    [
      'science without a branch',
      mcq({ subject: 'Science' }),
      /branch: name one of Physics, Chemistry, Biology/,
    ],
    [
      'no key concept',
      mcq({ explanation: { detailedSolution: ['x'], keyConcepts: [] } }),
      /keyConcepts/,
    ],
    [
      'a script in the diagram',
      mcq({ diagram: { svg: '<svg><script>x</script></svg>', alt: 'a' } }),
      /diagram/,
    ],
    [
      'written without a rubric',
      mcq({
        questionType: 'short_answer',
        options: undefined,
        marks: 2,
        correctAnswer: 'Because…',
      }),
      /rubric/,
    ],
  ])('refuses %s, naming the problem', (_name, input, problem) => {
    const intake = intakeFamilyQuestion('p', input, cbse10);
    expect(intake.ok).toBe(false);
    expect(intake.ok ? '' : intake.issues.join('; ')).toMatch(problem);
  });

  it('refuses a class the syllabus does not have', () => {
    expect(intakeFamilyQuestion('p', mcq(), undefined)).toEqual({
      ok: false,
      issues: ['class: no CBSE syllabus for class 10'],
    });
  });
});
