// Reorders the options of a chapter's MCQs so the correct letters are spread over A-D, keeping
// each key pointing at the same option text (a reordered question is a new version: review it
// again). The letters are dealt in turn from a start fixed by the file's name. A
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
// Where the cycle of letters starts, from the file's name: chapters do not all start at A.
const start = createHash('sha256').update(file).digest()[0];
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
  // The keys take the letters in turn, so each letter holds about a quarter of them.
  const target = keyIndex >= movable ? keyIndex : (mcqs + start) % movable;
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
