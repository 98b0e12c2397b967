import {
  answerText,
  groupForPaper,
  marksLabel,
  optionLetter,
  type PaperQuestion,
  type SavedPaper,
  startsPassage,
  stripOptionPrefix,
  textLabel,
  textOfQuestion,
} from '@abhyas/contracts';
import { INK, PAGE, PdfPageWriter } from '@abhyas/runtime/pdf';
import { PDFDocument } from 'pdf-lib';

export type PrintablePaper = Pick<
  SavedPaper,
  | 'title'
  | 'curriculum'
  | 'class'
  | 'subject'
  | 'branch'
  | 'chapter'
  | 'totalMarks'
  | 'timeDuration'
  | 'sections'
  | 'questions'
  | 'createdAt'
>;

const SECTION_LETTERS = 'ABCDEFGH';
/** Where a question's text starts (its number sits before it) and the room kept for its marks. */
const STEM_INDENT = 24;
const MARKS_COLUMN = 36;
/** Ruled lines left for a written answer, as the print view leaves them. */
const ANSWER_LINES: Partial<Record<PaperQuestion['questionType'], number>> = {
  'Short Answer': 4,
  'Long Answer': 8,
};
/** A solution this short fits the key; a longer one stays in the app. */
const BRIEF_EXPLANATION_CHARS = 240;
/** pdf-lib draws no SVG documents: a diagram is named and left to the app. */
export const DIAGRAM_PLACEHOLDER = '[diagram: see the app]';

export const ANSWER_KEY_HEADING = 'Answer key';

/**
 * A saved paper as a school prints one, for a parent to hand to a child: the heading with the
 * name and date lines, the instructions, the questions numbered in the print view's groups
 * (MCQ options, reading passages once), ruled lines for written answers; then, from a new page,
 * the answer key with short explanations. Deterministic: the dates are the paper's own, so the
 * same paper version renders to the same bytes on every download.
 */
export const renderPaperPdf = async (paper: PrintablePaper): Promise<Uint8Array> => {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(paper.title);
  doc.setSubject(`${paper.subject}: ${paper.chapter}`);
  doc.setAuthor('Abhyas');
  doc.setProducer('Abhyas paper-generation');
  doc.setCreator('Abhyas');
  doc.setCreationDate(new Date(paper.createdAt));
  doc.setModificationDate(new Date(paper.createdAt));
  const out = await PdfPageWriter.create(doc);

  heading(out, paper);
  instructions(out, paper);
  groupForPaper(paper.questions, paper.sections).forEach((group, index) => {
    out.heading(`Section ${SECTION_LETTERS[index] ?? index + 1}: ${group.heading}`);
    group.questions.forEach((question, at) =>
      questionBlock(
        out,
        question,
        startsPassage(group.questions, at),
        textOfQuestion(paper, question),
      ),
    );
  });
  out.newPage();
  answerKey(out, paper);
  footers(doc, out, paper.title);
  return doc.save({ useObjectStreams: false });
};

const heading = (out: PdfPageWriter, paper: PrintablePaper) => {
  out.line('Abhyas practice paper', { size: 10, bold: true, color: INK.muted });
  out.paragraph(paper.title, { size: 18, bold: true });
  out.line(
    `Class ${paper.class} · ${paper.subject}${paper.branch ? ` (${paper.branch})` : ''} · ${paper.curriculum}`,
    { size: 11 },
  );
  out.paragraph(`Chapter: ${paper.chapter}`, { size: 11 });
  out.gap(4);
  out.ensure(16);
  out.textAt(`Time allowed: ${paper.timeDuration} minutes`, 0, { bold: true });
  out.textAt(`Maximum marks: ${paper.totalMarks}`, out.contentWidth - 120, { bold: true });
  out.gap(22);
  out.ensure(16);
  out.textAt('Name: ______________________________', 0);
  out.textAt('Date: ______________', 250);
  out.textAt('Marks: ________', out.contentWidth - 120);
  out.gap(18);
  out.rule();
};

const instructions = (out: PdfPageWriter, paper: PrintablePaper) => {
  out.line('General instructions', { bold: true });
  const notes = [
    'All questions are compulsory.',
    'The marks for each question are shown in brackets on the right.',
    'For multiple-choice questions, write the letter of the correct option.',
    'Read each question carefully before answering.',
    ...(paper.questions.some((question) => question.diagram)
      ? [
          `A diagram is not printed here: where a question says ${DIAGRAM_PLACEHOLDER}, open it in Abhyas.`,
        ]
      : []),
  ];
  notes.forEach((note, index) => out.paragraph(`${index + 1}. ${note}`, { size: 9 }, 8));
};

/** A question's lines after its passage: the stem, a diagram's placeholder, its options. */
const questionLines = (question: PaperQuestion, textName: string | undefined) => [
  {
    text: textName ? `${textLabel(textName)}: ${question.question}` : question.question,
    style: {},
    indent: STEM_INDENT,
    right: MARKS_COLUMN,
  },
  ...(question.diagram
    ? [
        {
          text: `${DIAGRAM_PLACEHOLDER} ${question.diagram.alt}`,
          style: { color: INK.muted },
          indent: STEM_INDENT,
          right: 0,
        },
      ]
    : []),
  ...(question.options ?? []).map((option, index) => ({
    text: `(${optionLetter(index)}) ${stripOptionPrefix(option)}`,
    style: {},
    indent: STEM_INDENT + 8,
    right: 0,
  })),
];

const ANSWER_LINE_GAP = 16;
const PAGE_ROOM = PAGE.height - 2 * PAGE.margin;

const questionBlock = (
  out: PdfPageWriter,
  question: PaperQuestion,
  showPassage: boolean,
  textName: string | undefined,
) => {
  if (showPassage && question.passage) {
    out.gap(4);
    out.line('Read the passage and answer the questions that follow.', { bold: true, size: 9 });
    for (const part of question.passage.split(/\n+/)) {
      out.paragraph(part, { size: 9.5 }, 8);
    }
  }
  out.gap(6);
  const lines = questionLines(question, textName);
  const answerLineCount = ANSWER_LINES[question.questionType] ?? 0;
  const height =
    lines.reduce(
      (sum, line) => sum + out.paragraphHeight(line.text, line.style, line.indent, line.right),
      0,
    ) +
    answerLineCount * ANSWER_LINE_GAP;
  // A question and its options stay on one page unless the question alone is longer than one.
  out.ensure(Math.min(height, PAGE_ROOM));
  out.textAt(`${question.number}.`, 0, { bold: true });
  out.textAt(`[${question.marks}]`, out.contentWidth - MARKS_COLUMN + 12, { bold: true });
  for (const line of lines) {
    out.paragraph(line.text, line.style, line.indent, line.right);
  }
  answerLines(out, answerLineCount);
};

const answerLines = (out: PdfPageWriter, count: number) => {
  for (let line = 0; line < count; line += 1) {
    out.ensure(ANSWER_LINE_GAP + 2);
    out.gap(ANSWER_LINE_GAP);
    out.page.drawLine({
      start: { x: PAGE.margin + STEM_INDENT, y: out.y },
      end: { x: PAGE.width - PAGE.margin, y: out.y },
      thickness: 0.4,
      color: INK.line,
    });
  }
  if (count > 0) {
    out.gap(4);
  }
};

const briefExplanation = (question: PaperQuestion): string | null => {
  const text = question.explanation?.detailedSolution.join(' ').trim() ?? '';
  return text !== '' && text.length <= BRIEF_EXPLANATION_CHARS ? text : null;
};

const answerKey = (out: PdfPageWriter, paper: PrintablePaper) => {
  out.line(ANSWER_KEY_HEADING, { size: 16, bold: true });
  out.paragraph(`${paper.title}: for the parent or teacher.`, { size: 9, color: INK.muted });
  out.rule();
  for (const question of paper.questions) {
    out.gap(3);
    out.ensure(26);
    out.textAt(`${question.number}.`, 0, { bold: true });
    out.paragraph(
      `${answerText(question) ?? '—'} (${marksLabel(question.marks)})`,
      {},
      STEM_INDENT,
    );
    const explanation = briefExplanation(question);
    if (explanation) {
      out.paragraph(explanation, { size: 8.5, color: INK.muted }, STEM_INDENT);
    }
  }
};

/** Each page says whose it is and where it stands, so loose printed sheets go back in order. */
const footers = (doc: PDFDocument, out: PdfPageWriter, title: string) => {
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    out.page = page;
    out.y = PAGE.margin - 14;
    out.textAt(
      `${title} · Page ${index + 1} of ${pages.length}`,
      0,
      {
        size: 8,
        color: INK.muted,
      },
      out.contentWidth,
    );
  });
};
