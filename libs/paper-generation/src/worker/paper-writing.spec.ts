import type { GenerationPlan } from '@abhyas/contracts';
import { checkPaper } from '../domain/ai-paper.check';
import { toCandidate } from '../domain/ai-question';
import { InvalidOutputError, writePaper } from './paper-writing';
import type { QuestionWriter, WriteRequest } from './question-writer';

const plan: GenerationPlan = {
  curriculum: 'CBSE',
  class: 8,
  subject: 'Mathematics',
  paperType: 'chapter-wise',
  difficultyDistribution: 'default',
  totalMarks: 15,
  timeDuration: 45,
  marks: { objective: 5, short: 5, long: 5 },
  chapters: [
    {
      id: 'ch01',
      name: 'Squares',
      topics: [
        { id: 'squares', name: 'Squares', section: 'S2', subTopics: ['Perfect squares'] },
        { id: 'roots', name: 'Roots', section: 'S3', subTopics: ['Square roots'] },
      ],
    },
  ],
};

/** A valid answer item for a slot, in the model's flat shape. */
const item = (slot: WriteRequest['slots'][number], stem = `Question ${slot.number}?`) => {
  const common = {
    slot: slot.number,
    type: slot.type,
    stem,
    marks: slot.marks,
    difficulty: slot.difficulty,
    section: slot.topic.section,
    topic: slot.topic.id,
    subTopic: slot.topic.subTopics[0],
    passage: null,
    diagram: null,
    options: null,
    answer: null,
    acceptedAnswers: null,
    modelAnswer: null,
    rubric: null,
    explanation: { detailedSolution: ['Because.'], keyConcepts: ['Squares'], relatedTopics: [] },
  };
  switch (slot.type) {
    case 'mcq':
      return { ...common, options: ['1', '4', '9', '16'], answer: 'C' };
    case 'true_false':
      return { ...common, answer: 'False' };
    case 'fill_blank':
      return { ...common, stem: `${stem} ____`, acceptedAnswers: ['9'] };
    case 'short_answer':
    case 'long_answer':
      return {
        ...common,
        modelAnswer: 'Because.',
        rubric: [{ point: 'Reason', marks: slot.marks, accepted: ['because'] }],
      };
  }
};

const scripted = (answers: ((request: WriteRequest) => string)[]) => {
  const requests: WriteRequest[] = [];
  const writer: QuestionWriter = {
    model: 'scripted',
    write: (request) => {
      requests.push({ ...request, feedback: new Map(request.feedback) });
      const answer = answers[Math.min(requests.length - 1, answers.length - 1)];
      return Promise.resolve(answer(request));
    },
  };
  return { writer, requests };
};

const good = (request: WriteRequest) =>
  JSON.stringify({ questions: request.slots.map((slot) => item(slot)) });

const write = (writer: QuestionWriter, steps: number[] = []) =>
  writePaper({
    jobId: 'ai-0123456789abcdef',
    plan,
    writer,
    signal: new AbortController().signal,
    report: (step) => Promise.resolve(void steps.push(step)),
    maxRounds: 3,
    batchSize: 4,
  });

describe('writePaper', () => {
  it('asks for every slot in batches, reports steps 2 to 4, and returns a paper that passes the checks', async () => {
    const { writer, requests } = scripted([good]);
    const steps: number[] = [];
    const questions = await write(writer, steps);
    expect(steps).toEqual([2, 3, 4]);
    // 5 objective, a short of 3, a short of 2 and a long of 5: two requests of at most 4.
    expect(requests.map((r) => r.slots.length)).toEqual([4, 4]);
    expect(checkPaper(plan, questions.map(toCandidate))).toMatchObject({ ok: true });
    expect(questions[0]).toMatchObject({ id: 'ai-0123456789abcdef-q1', type: 'mcq' });
  });

  it('asks again only for refused slots, saying what was wrong', async () => {
    const broken = (request: WriteRequest) =>
      JSON.stringify({
        questions: request.slots.map((slot) =>
          slot.number === 2 ? { ...item(slot), subTopic: 'Cubes' } : item(slot),
        ),
      });
    const { writer, requests } = scripted([broken, broken, good]);
    await write(writer);
    const retry = requests.filter((r) => r.feedback.size > 0);
    expect(retry).toHaveLength(1);
    expect(retry[0].slots.map((s) => s.number)).toEqual([2]);
    expect(retry[0].feedback.get(2)?.join()).toContain(
      'subTopic: must be one of "Perfect squares"',
    );
  });

  it('refuses the same question twice in one paper', async () => {
    const same = (request: WriteRequest) =>
      JSON.stringify({ questions: request.slots.map((slot) => item(slot, 'Always this?')) });
    const { writer } = scripted([same]);
    await expect(write(writer)).rejects.toThrow(InvalidOutputError);
  });

  it('gives up after its rounds when the answer is never JSON', async () => {
    const { writer, requests } = scripted([() => 'not json']);
    await expect(write(writer)).rejects.toThrow(/still invalid after 3 rounds.*not valid JSON/);
    // Three rounds of two requests each.
    expect(requests).toHaveLength(6);
  });
});
