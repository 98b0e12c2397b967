// Prints the bank's coverage: per curriculum, class, subject (and branch), the questions it holds,
// per difficulty and per section, and what keeps each slice below the thresholds.
//   node -r ./bench/register.js libs/question-bank/tools/coverage-table.ts [CURRICULUM]
import { coverage, shortfalls } from '../src/checks/coverage';
import { loadQuestions } from '../src/load/load-questions';
import { loadSyllabus } from '../src/load/load-syllabus';

const only = process.argv[2];
const syllabus = loadSyllabus();
const rows = coverage(syllabus.classes, loadQuestions(), syllabus.patterns).filter(
  (row) => !only || row.curriculum === only,
);
rows.sort((a, b) =>
  a.curriculum === b.curriculum
    ? a.class - b.class ||
      `${a.subject}${a.branch ?? ''}`.localeCompare(`${b.subject}${b.branch ?? ''}`)
    : a.curriculum.localeCompare(b.curriculum),
);
const lines = [
  '| curriculum | class | subject | chapters | questions | easy/medium/hard/very hard | S1/S2/S3/S4 | short of the bar |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map((row) => {
    const d = row.byDifficulty;
    const s = row.bySection;
    const missing = shortfalls(row);
    return `| ${row.curriculum} | ${row.class} | ${row.subject}${row.branch ? ` (${row.branch})` : ''} | ${row.chapters} | ${row.questions} | ${d.easy}/${d.medium}/${d.hard}/${d.very_hard} | ${s.S1}/${s.S2}/${s.S3}/${s.S4} | ${missing.length === 0 ? 'meets it' : missing.join('; ').slice(0, 120)} |`;
  }),
];
console.log(lines.join('\n'));
const met = rows.filter((row) => shortfalls(row).length === 0).length;
console.log(
  `\n${rows.length} slices, ${met} meet the thresholds, ${rows.reduce((n, r) => n + r.questions, 0)} question placements`,
);
