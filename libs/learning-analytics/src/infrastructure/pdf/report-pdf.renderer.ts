import { PDFDocument, rgb } from 'pdf-lib';
import type { ReportContent } from '../../domain/report-content';
import { INK, PAGE, PdfPageWriter } from '@abhyas/runtime/pdf';

const BAND = {
  excellent: rgb(0.13, 0.6, 0.33),
  good: rgb(0.85, 0.6, 0.1),
  low: rgb(0.8, 0.25, 0.2),
};
const percent = (share: number) => `${Math.round(share * 100)}%`;
/** Spec §9's score bands: 80+ Excellent, 60–79 Good, below 60 Needs Improvement. */
const bandOf = (percentage: number) =>
  percentage >= 80 ? 'Excellent' : percentage >= 60 ? 'Good' : 'Needs Improvement';
const colourOf = (percentage: number) =>
  percentage >= 80 ? BAND.excellent : percentage >= 60 ? BAND.good : BAND.low;

const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The detailed analytics report as a PDF. Deterministic: its dates are the request's, not the
 * clock's, so the same report renders to the same bytes on every download.
 */
export const renderReportPdf = async (content: ReportContent): Promise<Uint8Array> => {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const title = `Detailed analytics report: ${content.studentName}`;
  // The metadata holds Unicode, so a viewer's title bar shows the name in its own script.
  doc.setTitle(title);
  doc.setAuthor('Abhyas');
  doc.setProducer('Abhyas learning-analytics');
  doc.setCreator('Abhyas');
  doc.setCreationDate(new Date(content.requestedAt));
  doc.setModificationDate(new Date(content.requestedAt));
  const out = await PdfPageWriter.create(doc);

  out.line('Abhyas', { size: 10, bold: true, color: INK.muted });
  out.line('Detailed analytics report', { size: 20, bold: true });
  out.line(content.studentName, { size: 15, bold: true });
  out.line(`Period: ${longDay(content.from)} to ${longDay(content.to)}`, { color: INK.muted });
  out.line(`Prepared ${content.requestedAt.slice(0, 10)} from every test graded in the period.`, {
    size: 9,
    color: INK.muted,
  });

  scoresOverTime(out, content);
  sectionMastery(out, content);
  focusAreas(out, content);
  recommendedPractice(out, content);
  return doc.save({ useObjectStreams: false });
};

const scoresOverTime = (out: PdfPageWriter, content: ReportContent) => {
  out.heading('Scores over time');
  if (content.scores.length === 0) {
    out.line('No tests were graded in this period.', { color: INK.muted });
    return;
  }
  out.line(
    `${content.scores.length} test${content.scores.length === 1 ? '' : 's'}, average ${content.averagePercentage}% (${bandOf(content.averagePercentage ?? 0)})`,
  );
  const columns = [0, 58, 140, 250, 295, 350, 395];
  out.row(['Date', 'Subject', 'Chapter', 'Attempt', 'Marks', 'Score', 'Band'], columns, {
    bold: true,
  });
  for (const score of content.scores) {
    out.row(
      [
        score.date,
        score.subject,
        score.chapter,
        `#${score.attemptNumber}`,
        `${score.marksObtained} / ${score.maxMarks}`,
        `${score.percentage}%`,
        bandOf(score.percentage),
      ],
      columns,
    );
  }
  chart(
    out,
    content.scores.map((s) => s.percentage),
  );
};

/** Percentages in order: a line with a dot per test over 0–100, the 60 and 80 bands marked. */
const chart = (out: PdfPageWriter, percentages: readonly number[]) => {
  const height = 120;
  const left = PAGE.margin + 28;
  const width = out.contentWidth - 28;
  out.ensure(height + 30);
  out.gap(10);
  const bottom = out.y - height;
  const yOf = (value: number) => bottom + (Math.max(0, Math.min(100, value)) / 100) * height;
  for (const mark of [0, 60, 80, 100]) {
    out.page.drawLine({
      start: { x: left, y: yOf(mark) },
      end: { x: left + width, y: yOf(mark) },
      thickness: mark === 0 ? 0.8 : 0.4,
      color: mark === 0 ? INK.muted : INK.line,
    });
    out.page.drawText(`${mark}`, { x: PAGE.margin, y: yOf(mark) - 3, size: 7, color: INK.muted });
  }
  const step = percentages.length > 1 ? width / (percentages.length - 1) : 0;
  const points = percentages.map((value, i) => ({
    x: percentages.length > 1 ? left + i * step : left + width / 2,
    y: yOf(value),
    value,
  }));
  points.slice(1).forEach((point, i) => {
    out.page.drawLine({ start: points[i], end: point, thickness: 1.2, color: INK.text });
  });
  for (const point of points) {
    out.page.drawCircle({ x: point.x, y: point.y, size: 2.5, color: colourOf(point.value) });
  }
  out.y = bottom - 18;
};

const sectionMastery = (out: PdfPageWriter, content: ReportContent) => {
  out.heading('Mastery by section');
  const barLeft = 250;
  const barWidth = 160;
  for (const section of content.sections) {
    out.ensure(18);
    out.textAt(`${section.sectionId} ${section.sectionName}`, 0, { size: 10 }, barLeft - 10);
    out.page.drawRectangle({
      x: PAGE.margin + barLeft,
      y: out.y - 10,
      width: barWidth,
      height: 8,
      color: INK.line,
    });
    if (section.mastery !== null) {
      out.page.drawRectangle({
        x: PAGE.margin + barLeft,
        y: out.y - 10,
        width: barWidth * section.mastery,
        height: 8,
        color: colourOf(section.mastery * 100),
      });
    }
    out.textAt(
      section.mastery === null
        ? 'no answers'
        : `${percent(section.mastery)} (${section.correct}/${section.answers} right)`,
      barLeft + barWidth + 10,
      { size: 9, color: INK.muted },
    );
    out.gap(18);
  }
};

const focusAreas = (out: PdfPageWriter, content: ReportContent) => {
  out.heading('Focus areas');
  if (content.focusAreas.length === 0) {
    out.line('No focus areas in this period: nothing stood out as needing practice.', {
      color: INK.muted,
    });
    return;
  }
  content.focusAreas.forEach((area, i) => {
    out.ensure(60);
    out.line(`${i + 1}. ${area.subTopic} (${area.sectionId}, ${area.topic})`, { bold: true });
    out.line(
      `Mastery ${percent(area.mastery)}, priority ${area.priority.toFixed(2)}. The answers that say so:`,
      { size: 9, color: INK.muted },
    );
    const columns = [14, 60, 250, 330, 390];
    for (const answer of area.evidence) {
      out.row(
        [
          `Q${answer.questionNumber}`,
          answer.attempt,
          answer.date,
          answer.isCorrect ? 'right' : 'wrong',
          answer.difficulty.replace('_', ' '),
        ],
        columns,
        { size: 9, color: answer.isCorrect ? INK.text : BAND.low },
      );
    }
    out.gap(4);
  });
};

const recommendedPractice = (out: PdfPageWriter, content: ReportContent) => {
  out.heading('Recommended practice');
  if (content.focusAreas.length === 0) {
    out.line('Keep taking tests: a report needs graded answers to recommend practice.', {
      color: INK.muted,
    });
    return;
  }
  for (const area of content.focusAreas) {
    out.paragraph(`${area.subTopic}: ${area.studyTip}`, { size: 10 }, 0);
    out.gap(4);
  }
};
