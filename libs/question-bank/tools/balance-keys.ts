// Reorders the options of a chapter's MCQs so the correct letters are spread over A-D, keeping
// each key pointing at the same option text (a reordered question is a new version: review it
// again). Every run of four MCQs takes each letter once, in an order shuffled by a hash of the
// file's name and the run, so the keys are balanced without a cycle a child could learn. A
// catch-all last option ("None of these", "It depends ...") stays last.
//   node -r ./bench/register.js libs/question-bank/tools/balance-keys.ts <questions/...yaml>
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { isMap, isScalar, isSeq, parseDocument, type YAMLMap, type YAMLSeq } from 'yaml';
import { OPTION_LETTERS } from '../src/schema/question.schema';

const CATCH_ALL = /^(none of|all of|both|cannot|can't|it depends|not enough|no such)/i;

const file = process.argv[2];
if (!file) {
  console.error('usage: balance-keys.ts <question file>');
  process.exit(2);
}
const document = parseDocument(fs.readFileSync(file, 'utf8'));
const questions = document.get('questions') as YAMLSeq<YAMLMap>;
let moved = 0;
let mcqs = 0;
/** The letters of run `run` of four MCQs, in an order fixed by the file's name and the run. */
const lettersOfRun = (run: number, movable: number): number[] => {
  const digest = createHash('sha256').update(`${file}#${run}`).digest();
  const order = Array.from({ length: movable }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = digest[i] % (i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
};
questions.items.forEach((question) => {
  if (!isMap(question) || question.get('type') !== 'mcq') {
    return;
  }
  const options = question.get('options', true);
  if (!isSeq(options)) {
    return;
  }
  const texts = options.items.map((item) => (isScalar(item) ? String(item.value) : ''));
  const fixedLast = CATCH_ALL.test(texts[3] ?? '');
  const movable = fixedLast ? 3 : 4;
  const keyIndex = OPTION_LETTERS.indexOf(
    question.get('answer') as (typeof OPTION_LETTERS)[number],
  );
  // Each run of four takes every letter once, so each letter holds about a quarter of the keys.
  const target =
    keyIndex >= movable
      ? keyIndex
      : lettersOfRun(Math.floor(mcqs / 4), movable)[(mcqs % 4) % movable];
  mcqs++;
  if (target === keyIndex) {
    return;
  }
  const items = [...options.items];
  [items[keyIndex], items[target]] = [items[target], items[keyIndex]];
  options.items = items;
  question.set('answer', OPTION_LETTERS[target]);
  moved++;
});
fs.writeFileSync(file, document.toString({ lineWidth: 0, flowCollectionPadding: false }));
console.log(`${file}: ${moved} keys moved`);
