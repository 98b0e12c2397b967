import type { PaperQuestion } from '@abhyas/contracts';
import { pdfTextOf } from '@abhyas/testing';
import {
  ANSWER_KEY_HEADING,
  DIAGRAM_PLACEHOLDER,
  type PrintablePaper,
  renderPaperPdf,
} from './paper-pdf.renderer';

const question = (n: number, overrides: Partial<PaperQuestion> = {}): PaperQuestion => ({
  _id: `q${n}`,
  version: 'v1',
  source: 'bank',
  number: n,
  questionNumber: n,
  question: `Question ${n}: what is ${n} + ${n}?`,
  questionType: 'MCQ',
  options: ['A) 1', `B) ${2 * n}`, 'C) 3', 'D) 4'],
  correctAnswer: 'B',
  marks: 1,
  difficulty: 'easy',
  section: 'S2',
  topic: 'Numbers',
  topicId: 'numbers',
  subTopic: 'Addition',
  chapter: 'Numbers',
  hasImage: false,
  explanation: { detailedSolution: [`${n} + ${n} = ${2 * n}.`], keyConcepts: [] },
  ...overrides,
});

const paper = (questions: PaperQuestion[]): PrintablePaper => ({
  title: 'Weekly test: Numbers',
  curriculum: 'CBSE',
  class: 6,
  subject: 'Mathematics',
  chapter: 'Numbers',
  totalMarks: questions.reduce((sum, q) => sum + q.marks, 0),
  timeDuration: 45,
  questions,
  createdAt: '2026-11-20T10:00:00.000Z',
});

const longAnswer = (n: number) =>
  question(n, {
    questionType: 'Long Answer',
    options: undefined,
    correctAnswer: undefined,
    marks: 5,
    question: `Explain, with a worked example, ${'why the order of adding numbers does not change their sum '.repeat(4)}(${n}).`,
    modelAnswer: `Model answer ${n}: addition is commutative and associative, so 3 + 5 = 5 + 3 = 8.`,
    explanation: { detailedSolution: ['x'.repeat(400)], keyConcepts: [] },
  });

describe('the paper PDF', () => {
  it('lays out a school paper on the first page and the answer key from a page of its own', async () => {
    const bytes = await renderPaperPdf(paper([question(1), question(2), longAnswer(3)]));
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const { pages, pageTexts } = await pdfTextOf(bytes);
    expect(pages).toBe(2);
    const [first, key] = pageTexts;
    expect(first).toContain('Weekly test: Numbers');
    expect(first).toContain('Class 6 · Mathematics · CBSE');
    expect(first).toContain('Chapter: Numbers');
    expect(first).toContain('Time allowed: 45 minutes');
    expect(first).toContain('Maximum marks: 7');
    expect(first).toMatch(/Name: _+/);
    expect(first).toMatch(/Date: _+/);
    expect(first).toContain('Section A: MCQ');
    expect(first).toContain('Section B: Long Answer');
    expect(first).toContain('(B) 4');
    expect(first).not.toContain(ANSWER_KEY_HEADING);
    expect(key.split('\n')[0]).toBe(ANSWER_KEY_HEADING);
    expect(key).toContain('B) 4 (1 mark)');
    expect(key).toContain('2 + 2 = 4.');
    expect(key).toContain('Model answer 3');
    // A long solution stays in the app.
    expect(key).not.toContain('xxxxxxxx');
  });

  it('names the text of each question of a school language paper, and of no other', async () => {
    const english = {
      ...paper([question(1, { chapter: 'Fog', question: 'What does the fog look over?' })]),
      subject: 'English',
    };
    const { pageTexts } = await pdfTextOf(await renderPaperPdf(english));
    expect(pageTexts[0]).toContain("From 'Fog': What does the fog look over?");
    const maths = await pdfTextOf(await renderPaperPdf(paper([question(1)])));
    expect(maths.pageTexts[0]).not.toContain('From ');
  });

  it('wraps long text and paginates many questions, the key still starting a new page', async () => {
    const questions = Array.from({ length: 60 }, (_, i) =>
      i % 10 === 9 ? longAnswer(i + 1) : question(i + 1),
    );
    const { pages, pageTexts } = await pdfTextOf(await renderPaperPdf(paper(questions)));
    expect(pages).toBeGreaterThan(4);
    const keyStart = pageTexts.findIndex((text) => text.startsWith(ANSWER_KEY_HEADING));
    expect(keyStart).toBeGreaterThan(1);
    const questionPages = pageTexts.slice(0, keyStart).join('\n');
    const keyPages = pageTexts.slice(keyStart).join('\n');
    // Every question is on the paper's pages and in the key, none on the wrong side.
    for (const q of questions) {
      expect(questionPages).toContain(`${q.number}.`);
      expect(keyPages).toMatch(new RegExp(`^${q.number}\\.$`, 'm'));
    }
    expect(questionPages).not.toContain('Model answer');
    expect(pageTexts[0]).toContain(`Page 1 of ${pages}`);
    // No drawn line is wider than the page: long stems were wrapped, not clipped.
    expect(questionPages).not.toMatch(/\.\.\.$/m);
  });

  it('groups an Olympiad paper by its sections, shows a passage once, and names diagrams', async () => {
    const passage = 'Ravi went to the market.\nHe bought six mangoes.';
    const olympiad = {
      ...paper([
        question(1, { sectionName: 'Logical Reasoning', passage }),
        question(2, { sectionName: 'Logical Reasoning', passage }),
        question(3, {
          sectionName: 'Mathematical Reasoning',
          diagram: { svg: '<svg/>', alt: 'A triangle with sides 3, 4 and 5' },
          hasImage: true,
        }),
      ]),
      sections: [
        { name: 'Logical Reasoning', code: 'S1' as const, questions: 2, marksPerQuestion: 1 },
        { name: 'Mathematical Reasoning', code: 'S2' as const, questions: 1, marksPerQuestion: 1 },
      ],
    };
    const { text } = await pdfTextOf(await renderPaperPdf(olympiad));
    expect(text).toContain('Section A: Logical Reasoning');
    expect(text).toContain('Section B: Mathematical Reasoning');
    expect(text.match(/Ravi went to the market\./g)).toHaveLength(1);
    expect(text).toContain(`${DIAGRAM_PLACEHOLDER} A triangle with sides 3, 4 and 5`);
    expect(text).toContain('open it in Abhyas');
  });

  it('renders the same bytes for the same paper, and any script without failing', async () => {
    const hindi = paper([question(1, { question: 'राम के पास 5 आम हैं। ₹10 − 3 = ?' })]);
    const first = await renderPaperPdf(hindi);
    expect(Buffer.from(await renderPaperPdf(hindi)).equals(Buffer.from(first))).toBe(true);
    expect((await pdfTextOf(first)).text).toContain('Raam');
    await expect(
      renderPaperPdf(paper([question(1, { question: '李🙂\u0000 𝑥² ∫' })])),
    ).resolves.toBeInstanceOf(Uint8Array);
  });
});
