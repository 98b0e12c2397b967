import { pdfTextOf } from '@abhyas/testing';
import { buildReportContent } from '../../domain/report-content';
import type { AnswerEvidence } from '../../domain/mastery-model';
import { renderReportPdf } from './report-pdf.renderer';

const answer = (n: number, isCorrect: boolean, gradedAt: string): AnswerEvidence => ({
  questionId: `q${n}`,
  questionNumber: n,
  attemptId: 'att-1',
  paperId: 'paper-1',
  section: 'S2',
  topic: 'Numbers',
  subTopic: 'Place value',
  difficulty: 'medium',
  isCorrect,
  gradedAt,
});
const gradedAt = '2026-11-25T09:30:00.000Z';
const content = (studentName: string) =>
  buildReportContent({
    studentName,
    from: '2026-11-01',
    to: '2026-11-30',
    requestedAt: '2026-11-30T12:00:00.000Z',
    answers: [1, 2, 3, 4, 5, 6].map((n) => answer(n, n === 6, gradedAt)),
    scores: [
      {
        attemptId: 'att-1',
        attemptNumber: 1,
        paperId: 'paper-1',
        curriculum: 'CBSE',
        class: 6,
        subject: 'Mathematics',
        chapter: 'Numbers',
        marksObtained: 1,
        maxMarks: 6,
        percentage: 16.67,
        gradedAt,
      },
    ],
  });

describe('the report PDF', () => {
  it('shows the scores, the sections, the focus areas with evidence and the practice', async () => {
    const bytes = await renderReportPdf(content('Asha'));
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const { text } = await pdfTextOf(bytes);
    expect(text).toContain('Asha');
    expect(text).toContain('1 / 6');
    expect(text).toMatch(/16.7%\nNeeds Improvement/);
    expect(text).toContain('S2 Subject Reasoning');
    expect(text).toContain('1. Place value (S2, Numbers)');
    expect(text).toContain('Mathematics #1');
    expect(text).toMatch(/Place value: \d of your last 5 answers/);
  });

  it('renders the same bytes again, and any name without failing', async () => {
    const first = await renderReportPdf(content('आशा'));
    expect(Buffer.from(await renderReportPdf(content('आशा'))).equals(Buffer.from(first))).toBe(
      true,
    );
    expect((await pdfTextOf(first)).text).toContain('Aashaa');
    await expect(renderReportPdf(content('李🙂\u0000'))).resolves.toBeInstanceOf(Uint8Array);
  });
});
