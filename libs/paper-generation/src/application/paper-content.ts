import type { PaperQuestion, StudentPaperQuestion } from '@abhyas/contracts';

const LETTERS = ['A', 'B', 'C', 'D'];

export interface PaperHeading {
  title: string;
  subject: string;
  chapter: string;
  class: number;
  totalMarks: number;
  timeDuration: number;
}

const questionLines = (q: StudentPaperQuestion): string[] => [
  ...(q.passage ? [`Read the passage: ${q.passage}`] : []),
  `${q.number}. ${q.question} [${q.marks} mark${q.marks === 1 ? '' : 's'}]`,
  ...(q.options ?? []).map((option, i) => `   ${LETTERS[i]}) ${option}`),
  ...(q.diagram ? [`   (Diagram: ${q.diagram.alt})`] : []),
];

/**
 * The paper as plain text, laid out like a school paper: heading, then the questions (under
 * `## <section>` lines for Olympiads, which the preview turns into headings). The parent's copy
 * ends with the answer key; a student's never has one.
 */
export const renderPaperContent = (
  heading: PaperHeading,
  questions: readonly (PaperQuestion | StudentPaperQuestion)[],
  withAnswers: boolean,
): string => {
  const lines = [
    heading.title,
    `Class ${heading.class} · ${heading.subject} · ${heading.chapter}`,
    `Total marks: ${heading.totalMarks} · Time: ${heading.timeDuration} minutes`,
    '',
  ];
  let section: string | undefined;
  for (const q of questions) {
    if (q.sectionName && q.sectionName !== section) {
      section = q.sectionName;
      lines.push(`## ${section}`, '');
    }
    lines.push(...questionLines(q), '');
  }
  if (withAnswers) {
    lines.push('Answer key', '');
    for (const q of questions as PaperQuestion[]) {
      lines.push(`${q.number}. ${q.correctAnswer ?? ''}`);
    }
  }
  return lines.join('\n').trimEnd() + '\n';
};
