import {
  paperFileName,
  type PaperListResponse,
  type PaperSnapshot,
  type QuestionResponse,
  type PopulatedPaper,
  type SavedPaper,
  type SavePaperResponse,
  studentQuestion,
  titleKey,
  type savePaperRequestSchema,
} from '@abhyas/contracts';
import { type ServiceStore, UniqueViolationError } from '@abhyas/event-store';
import type { Clock, Principal } from '@abhyas/runtime';
import { attachmentDisposition } from '@abhyas/runtime/pdf';
import type { z } from 'zod';
import type { PaperSavedData } from '../domain/paper.events';
import { paperStream } from '../domain/paper.stream';
import { PAPER_TITLE_CONSTRAINT } from '../infrastructure/paper-generation.migrations';
import { renderPaperPdf } from '../infrastructure/pdf/paper-pdf.renderer';
import { renderPaperContent } from './paper-content';
import { paperGenerationErrors } from './paper-generation.exception';
import type { PapersRepository } from './papers.repository';
import { loadGeneration } from './generation-lookup';

/**
 * A saved paper's id is its generation's: saving one generation twice keeps one paper. Bank
 * generations (`bank-…`) keep their ids as they were; AI jobs (`ai-…`) become `paper-ai-…`.
 */
export const paperIdFor = (generationId: string): string =>
  generationId.startsWith('bank-')
    ? generationId.replace(/^bank-/, 'paper-')
    : `paper-${generationId}`;

const toSavedPaper = (data: PaperSavedData): SavedPaper => ({
  _id: data.paperId,
  title: data.title,
  curriculum: data.curriculum as SavedPaper['curriculum'],
  class: data.class,
  subject: data.subject,
  ...(data.branch ? { branch: data.branch } : {}),
  chapter: data.chapter,
  paperType: data.paperType as SavedPaper['paperType'],
  difficultyDistribution: data.difficultyDistribution,
  timeDuration: data.timeDuration,
  totalMarks: data.totalMarks,
  ...(data.sections ? { sections: data.sections } : {}),
  questions: data.questions,
  questionReferences: data.questions.map((q) => ({ questionId: q._id, version: q.version })),
  paperContent: renderPaperContent(data, data.questions, true),
  student: data.childId,
  createdAt: data.savedAt,
});

export interface PaperPdf {
  bytes: Uint8Array;
  contentDisposition: string;
}

/** Saving a generated paper, the duplicate-title check, a child's papers and one paper. */
export class PapersHandler {
  constructor(
    private readonly store: ServiceStore,
    private readonly repository: PapersRepository,
    private readonly clock: Clock,
  ) {}

  async save(
    principal: Principal,
    body: z.output<typeof savePaperRequestSchema>,
  ): Promise<SavePaperResponse> {
    const generation = await loadGeneration(this.store, body.generationId);
    if (!generation || generation.parentId !== principal.userId) {
      throw paperGenerationErrors.generationNotFound();
    }
    // An AI paper generated without a child is saved for any child of the same parent.
    const childId =
      generation.childId ??
      ((await this.repository.parentOfChild(body.student)) === principal.userId
        ? body.student
        : undefined);
    if (childId !== body.student) {
      throw paperGenerationErrors.studentNotFound();
    }
    const paperId = paperIdFor(generation.generationId);
    const {
      generationId,
      parentId,
      childId: _c,
      reservationId: _r,
      generatedAt: _g,
      ...shape
    } = generation;
    // An AI paper's model stays with its generation, not on the saved paper.
    const { model: _m, ...paperShape } = shape as typeof shape & { model?: string };
    const key = titleKey(body.title);
    try {
      const handled = await this.store.handle(paperStream, paperId, {
        type: 'SavePaper',
        data: {
          ...paperShape,
          ...(body.timeDuration ? { timeDuration: body.timeDuration } : {}),
          paperId,
          generationId,
          parentId,
          childId,
          title: body.title,
          titleKey: key,
          savedAt: this.clock.now().toISOString(),
        },
      });
      if (handled.state.status === 'saved' && handled.state.paper.titleKey !== key) {
        // The same generation was saved before under another title: one paper, not two.
        throw paperGenerationErrors.duplicateTitle();
      }
    } catch (error) {
      if (error instanceof UniqueViolationError && error.constraint === PAPER_TITLE_CONSTRAINT) {
        throw paperGenerationErrors.duplicateTitle();
      }
      throw error;
    }
    return { success: true, paperId, _id: paperId };
  }

  async isDuplicate(
    parentId: string,
    title: string,
  ): Promise<{ success: true; isDuplicate: boolean }> {
    return {
      success: true,
      isDuplicate: await this.repository.titleTaken(parentId, titleKey(title)),
    };
  }

  async list(parentId: string, childId: string): Promise<PaperListResponse> {
    const papers = await this.repository.papersOf(parentId, childId);
    return {
      success: true,
      // Schedules and results as test-attempt reported them (its events).
      papers: papers.map(({ paper, test }) => ({
        paper: toSavedPaper(paper),
        attempted: test?.result !== undefined,
        marksObtained: test?.result?.marksObtained ?? null,
        numCorrect: test?.result?.numCorrect ?? null,
        numWrong: test?.result?.numWrong ?? null,
        scheduledDate: test?.scheduledDate ?? null,
      })),
    };
  }

  /** `GET /api/questions/{id}` (see `QuestionResponse`): never a key before a child's attempt is graded. */
  async question(principal: Principal, questionId: string): Promise<QuestionResponse> {
    const found = await this.repository.questionInPapers(
      questionId,
      principal.role === 'parent' ? { parentId: principal.userId } : { childId: principal.userId },
    );
    if (!found) {
      throw paperGenerationErrors.questionNotFound();
    }
    return found.graded
      ? { success: true, question: found.question, answered: true }
      : { success: true, question: studentQuestion(found.question), answered: false };
  }

  /** The keyed paper for test-attempt's copy at scheduling (internal route only). */
  async snapshot(paperId: string): Promise<{ success: true; paper: PaperSnapshot }> {
    const data = await this.repository.paper(paperId);
    if (!data) {
      throw paperGenerationErrors.paperNotFound();
    }
    const { generationId: _g, titleKey: _t, ...paper } = data;
    return { success: true, paper };
  }

  /**
   * A parent gets their own paper with its key. A student gets a paper only once test-attempt
   * scheduled it for them, and never its answers (each question built from an allow list).
   */
  async populate(principal: Principal, paperId: string): Promise<PopulatedPaper> {
    if (principal.role === 'parent') {
      return { success: true, paper: toSavedPaper(await this.parentsPaper(principal, paperId)) };
    }
    const data = await this.repository.paper(paperId);
    if (!data || !(await this.repository.isScheduledFor(paperId, principal.userId))) {
      throw paperGenerationErrors.notYourPaper();
    }
    const { questions: _keyed, paperContent: _content, ...paper } = toSavedPaper(data);
    return {
      success: true,
      paper: { ...paper, questions: data.questions.map(studentQuestion) },
    };
  }

  /**
   * The parent's own paper as a PDF to print, the answer key on pages of its own, named as the
   * text download is (`subject_chapter.pdf`). A saved paper never changes, so neither do its bytes.
   */
  async pdf(principal: Principal, paperId: string): Promise<PaperPdf> {
    const paper = toSavedPaper(await this.parentsPaper(principal, paperId));
    return {
      bytes: await renderPaperPdf(paper),
      contentDisposition: attachmentDisposition(paperFileName(paper.subject, paper.chapter, 'pdf')),
    };
  }

  /** A paper of this parent's, keyed; another parent's (or none) is the same 404. */
  private async parentsPaper(principal: Principal, paperId: string): Promise<PaperSavedData> {
    const data = await this.repository.paper(paperId);
    if (!data || data.parentId !== principal.userId) {
      throw paperGenerationErrors.paperNotFound();
    }
    return data;
  }
}
