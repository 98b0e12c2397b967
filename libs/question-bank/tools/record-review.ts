// Compares an independent solver's answers with the keys and writes the review record.
//   node -r ./bench/register.js libs/question-bank/tools/record-review.ts <questions/...yaml> \
//     <answers.yaml> <solver name>
// answers.yaml maps question id to the solver's answer: a letter for MCQ, true/false, the word
// or number for a blank, the written answer for short and long answers. Disagreements are
// printed and recorded as `disagree`; settle each by hand (fix the key as a new version, or
// write why the key stands) and add its `resolution`.
import fs from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { answerMatchesKey } from '../src/review/answer-matches-key';
import { contentPath, reviewPathFor } from '../src/load/content-paths';
import { loadQuestionFile, loadReviewFor } from '../src/load/load-questions';
import type { ReviewFile } from '../src/schema/question.schema';

const [file, answersFile, solver] = process.argv.slice(2);
if (!file || !answersFile || !solver) {
  console.error('usage: record-review.ts <question file> <answers.yaml> <solver name>');
  process.exit(2);
}
const questionFile = path.resolve(file);
const answers = parse(fs.readFileSync(answersFile, 'utf8')) as Record<string, unknown>;
const previous = loadReviewFor(questionFile);
const date = new Date().toISOString().slice(0, 10);

const reviews = new Map((previous?.reviews ?? []).map((r) => [`${r.id}@${r.hash}`, r]));
let disagreements = 0;
for (const loaded of loadQuestionFile(questionFile)) {
  const given = answers[loaded.question.id];
  if (given === undefined) {
    continue;
  }
  const solverAnswer = (typeof given === 'string' ? given : JSON.stringify(given)).trim();
  const agrees = answerMatchesKey(loaded.question, solverAnswer);
  if (!agrees) {
    disagreements++;
    console.log(`DISAGREE ${loaded.question.id}: solver said ${JSON.stringify(solverAnswer)}`);
  }
  reviews.set(`${loaded.question.id}@${loaded.hash}`, {
    id: loaded.question.id,
    hash: loaded.hash,
    solver,
    date,
    solverAnswer,
    verdict: agrees ? 'agree' : 'disagree',
  });
}
const record: ReviewFile = {
  file: path.relative(contentPath(), questionFile),
  reviews: [...reviews.values()],
};
const out = contentPath(reviewPathFor(questionFile));
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, stringify(record, { lineWidth: 0 }));
console.log(
  `${record.reviews.length} reviews in ${path.relative(process.cwd(), out)}; ${disagreements} disagreements`,
);
