import { EXPLANATION_DIFFICULTIES } from '@abhyas/contracts';
import type { ExplainRequest } from './explanation-writer';

const texts = { type: 'array', items: { type: 'string' } };

/** The structured-output schema's name (the fake OpenAI server answers explanations by it). */
export const EXPLANATION_SCHEMA_NAME = 'question_explanation';

/** The answer's JSON schema as OpenAI's strict structured output takes it. */
export const EXPLANATION_ANSWER_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['detailedSolution', 'keyConcepts', 'relatedTopics', 'difficultyLevel'],
  properties: {
    detailedSolution: texts,
    keyConcepts: texts,
    relatedTopics: texts,
    difficultyLevel: { type: 'string', enum: [...EXPLANATION_DIFFICULTIES] },
  },
};

const SYSTEM = [
  'You explain exam questions to Indian school students who answered them wrongly, and answer only with JSON in the given schema.',
  '`detailedSolution`: the worked solution in short steps a child of that class can follow, ending at the correct answer given; say briefly why the child’s answer is not right.',
  '`keyConcepts`: the ideas the question tests (one to five short phrases).',
  '`relatedTopics`: topics of the same subject to practise next (short names, at most five).',
  '`difficultyLevel`: how hard the question is for that class.',
  'Never contradict the correct answer you are given; keep the language at the class’s level.',
].join('\n');

/**
 * The chat messages for one explanation. The question goes last as a JSON block (its text,
 * options, the correct answer, the child's answer, syllabus and topic), so a model and a
 * test's fake server read exactly what is asked.
 */
export const explanationMessages = (request: ExplainRequest) => {
  const { question } = request;
  const user = [
    `Explain this ${question.syllabus.curriculum} class ${question.syllabus.class} ${question.syllabus.subject} question.`,
    ...(request.feedback.length > 0
      ? ['Your last answer was refused; fix it:', ...request.feedback.map((issue) => `- ${issue}`)]
      : []),
    '```json',
    JSON.stringify({ question }),
    '```',
  ].join('\n');
  return [
    { role: 'system' as const, content: SYSTEM },
    { role: 'user' as const, content: user },
  ];
};
