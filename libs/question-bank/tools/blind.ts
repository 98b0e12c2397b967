// Prints a question file as an independent solver sees it: stems, passages, options and marks,
// never the key, the explanation, the model answer or the rubric.
//   node -r ./bench/register.js libs/question-bank/tools/blind.ts <questions/...yaml>
import path from 'node:path';
import { stringify } from 'yaml';
import { loadQuestionFile } from '../src/load/load-questions';

const file = process.argv[2];
if (!file) {
  console.error('usage: blind.ts <question file>');
  process.exit(2);
}
const blind = loadQuestionFile(path.resolve(file)).map(({ question, passageText }) => ({
  id: question.id,
  type: question.type,
  marks: question.marks,
  ...(passageText ? { passage: passageText } : {}),
  stem: question.stem,
  ...(question.diagram ? { diagram: question.diagram } : {}),
  ...(question.type === 'mcq'
    ? { options: Object.fromEntries(question.options.map((o, i) => ['ABCD'[i], o])) }
    : {}),
}));
console.log(stringify(blind, { lineWidth: 0 }));
