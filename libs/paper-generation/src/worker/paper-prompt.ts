import type { GenerationPlan } from '@abhyas/contracts';
import type { WriteRequest } from './question-writer';

const nullable = (schema: Record<string, unknown>) => ({
  ...schema,
  type: [schema.type as string, 'null'],
});
const text = { type: 'string' };
const texts = { type: 'array', items: text };
const strictObject = (properties: Record<string, unknown>) => ({
  type: 'object',
  additionalProperties: false,
  required: Object.keys(properties),
  properties,
});

/**
 * The answer's JSON schema, in the form OpenAI's strict structured output accepts (every field
 * required, absent ones null, no extra keys). One flat shape for every question type; the
 * worker turns it into the bank's format and the bank's schema decides what is valid.
 */
export const ANSWER_SCHEMA = strictObject({
  questions: {
    type: 'array',
    items: strictObject({
      slot: { type: 'integer' },
      type: {
        type: 'string',
        enum: ['mcq', 'true_false', 'fill_blank', 'short_answer', 'long_answer'],
      },
      stem: text,
      options: nullable(texts),
      answer: nullable(text),
      acceptedAnswers: nullable(texts),
      modelAnswer: nullable(text),
      rubric: nullable({
        type: 'array',
        items: strictObject({ point: text, marks: { type: 'number' }, accepted: texts }),
      }),
      marks: { type: 'integer' },
      difficulty: { type: 'string', enum: ['easy', 'medium', 'hard', 'very_hard'] },
      section: { type: 'string', enum: ['S1', 'S2', 'S3', 'S4'] },
      topic: text,
      subTopic: text,
      passage: nullable(text),
      diagram: nullable(strictObject({ svg: text, alt: text })),
      explanation: strictObject({
        detailedSolution: texts,
        keyConcepts: texts,
        relatedTopics: texts,
      }),
    }),
  },
});

const SYSTEM = [
  'You write exam questions for Indian school students and answer only with JSON in the given schema.',
  'Every question must belong to the topic and sub-topic its slot names, have the slot’s type, marks, section and difficulty, and have exactly one correct answer that you have checked.',
  'mcq: exactly four distinct options (no letter prefixes) and `answer` is the letter A, B, C or D of the correct one.',
  'true_false: `answer` is "True" or "False".',
  'fill_blank: the stem shows the blank as ____ and `acceptedAnswers` lists every answer to accept.',
  'short_answer and long_answer: a `modelAnswer` and a `rubric` whose points’ marks add up to the question’s marks, each point with the phrasings it accepts.',
  'Every question has a worked solution (`detailedSolution`, in steps a child can follow), `keyConcepts` and `relatedTopics`.',
  'Add a diagram only when the question needs one: a small self-contained SVG using only basic shapes, paths and text (no scripts, links, images, styles or external references), with an alt text.',
  'Use Indian contexts, rupees and metric units; keep the language at the class’s level.',
].join('\n');

const paperLine = (plan: GenerationPlan) =>
  `${plan.curriculum} class ${plan.class} ${plan.subject}${plan.branch ? ` (${plan.branch})` : ''}, ${plan.paperType} paper of ${plan.totalMarks} marks`;

/**
 * The chat messages for one request. The slots go last as a JSON block (type, marks, section,
 * difficulty, topic with its allowed sub-topics), so both a model and a test's fake server
 * read exactly what is asked.
 */
export const promptMessages = (request: WriteRequest) => {
  const slots = request.slots.map((slot) => ({
    slot: slot.number,
    type: slot.type,
    marks: slot.marks,
    section: slot.section?.code ?? slot.topic.section,
    ...(slot.section ? { sectionName: slot.section.name } : {}),
    difficulty: slot.difficulty,
    chapter: slot.chapter,
    topic: {
      id: slot.topic.id,
      name: slot.topic.name,
      section: slot.topic.section,
      subTopics: slot.topic.subTopics,
    },
  }));
  const fixes = request.slots
    .filter((slot) => request.feedback.has(slot.number))
    .map((slot) => `- slot ${slot.number}: ${request.feedback.get(slot.number)!.join('; ')}`);
  const user = [
    `Write ${slots.length} question${slots.length === 1 ? '' : 's'} for a ${paperLine(request.plan)}.`,
    'Answer one question per slot, with its slot number, its topic id as `topic` and the slot’s section as `section`.',
    ...(fixes.length > 0
      ? ['Your last answer for these slots was refused; fix it:', ...fixes]
      : []),
    '```json',
    JSON.stringify({ slots }),
    '```',
  ].join('\n');
  return [
    { role: 'system' as const, content: SYSTEM },
    { role: 'user' as const, content: user },
  ];
};
