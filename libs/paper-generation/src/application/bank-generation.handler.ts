import { createHash, randomUUID } from 'node:crypto';
import {
  BOARD_CURRICULA,
  BOARD_NAMES,
  CREDIT_COSTS,
  type BankBoard,
  type BankGenerationForm,
  type GeneratedPaper,
} from '@abhyas/contracts';
import type { Loaded, ServiceStore } from '@abhyas/event-store';
import { StreamVersionConflictError } from '@abhyas/event-store';
import { type Clock, type CreditCharges, CreditsShortError, type Principal } from '@abhyas/runtime';
import { generationStream } from '../domain/generation.stream';
import { planPaper } from '../domain/paper-plan';
import type { BankIndex } from './bank-index';
import type { FamilyQuestionsRepository } from './family-questions.repository';
import { buildBankPaper, type BuiltPaper } from './bank-paper.builder';
import { toGeneratedPaper } from './generated-paper';
import { paperGenerationErrors, toPaperException } from './paper-generation.exception';
import type { BankGenerationData, GenerationData, PapersRepository } from './papers.repository';
import type { SyllabusCatalog } from './syllabus-catalog';
import { loadGeneration } from './generation-lookup';

/** How long the reserved credits wait for a commit before the ledger releases them itself. */
const RESERVATION_TIMEOUT_SECONDS = 120;

/** The same parent and request id always name the same generation (and so one charge). */
export const generationIdFor = (parentId: string, requestId: string | undefined): string =>
  requestId
    ? `bank-${createHash('sha256').update(`${parentId}|${requestId}`).digest('hex').slice(0, 32)}`
    : `bank-${randomUUID()}`;

/** One charged bank generation: who, its id, and how its paper is chosen once credits are held. */
export interface ChargedOrder {
  parentId: string;
  childId: string;
  generationId: string;
  /** Checks the order (throwing a 4xx) before any credit is reserved. */
  prepare: () => {
    /** The ledger entry's description. */
    description: string;
    /** The board the 'No … questions found' answer names. */
    boardName: string;
    choose: (generationId: string) => Promise<BuiltPaper>;
  };
}

export const reservationIdFor = (generationId: string): string => `paper:${generationId}`;

/**
 * `POST /api/question-bank/{board}/generate-paper`: a paper from the reviewed bank for 5
 * credits. The credits are reserved before anything is chosen, committed once the paper is
 * recorded, and released on every failure; a reservation a crash leaves open is released by the
 * ledger's time-out. The reservation id comes from the generation id, which comes from the
 * request id, so a retried request charges once and answers with the paper it made first.
 */
export class BankGenerationHandler {
  constructor(
    private readonly store: ServiceStore,
    private readonly repository: PapersRepository,
    private readonly catalog: SyllabusCatalog,
    private readonly bank: BankIndex,
    private readonly familyQuestions: FamilyQuestionsRepository,
    private readonly charges: CreditCharges,
    private readonly clock: Clock,
  ) {}

  async generate(
    principal: Principal,
    board: BankBoard,
    form: BankGenerationForm,
  ): Promise<{ success: true; paper: GeneratedPaper; creditsUsed: number }> {
    const parentId = principal.userId;
    if (!BOARD_CURRICULA[board].includes(form.curriculum)) {
      throw paperGenerationErrors.curriculumMismatch(BOARD_NAMES[board]);
    }
    if ((await this.repository.parentOfChild(form.studentId)) !== parentId) {
      throw paperGenerationErrors.studentNotFound();
    }
    const recorded = await this.produce({
      parentId,
      childId: form.studentId,
      generationId: generationIdFor(parentId, form.requestId),
      prepare: () => {
        const plan = this.plan(form);
        return {
          description: `Question bank paper: ${plan.subject} class ${plan.class}`,
          boardName: BOARD_NAMES[board],
          choose: async (generationId) => {
            // The reviewed bank and this family's own questions: never another family's.
            const serving = [
              ...this.bank.serving(plan.curriculum, plan.class, plan.subject, plan.branch),
              ...(await this.familyQuestions.serving(
                parentId,
                plan.curriculum,
                plan.class,
                plan.subject,
                plan.branch,
              )),
            ];
            const history = await this.repository.history(
              form.studentId,
              serving.map((q) => q.question.id),
            );
            return buildBankPaper(plan, serving, history, generationId, {
              familyId: parentId,
              chapterTopUps:
                plan.subject === 'Mathematics'
                  ? this.bank.chapterTopUps(
                      plan.curriculum,
                      plan.class,
                      plan.chapters.map((c) => c.id),
                      plan.topicIds,
                    )
                  : [],
            });
          },
        };
      },
    });
    return this.answer(recorded);
  }

  /**
   * The one path from an order to a charged, recorded bank paper (the bank form's and the
   * practice paper's): a generation already recorded under the id answers again and settles its
   * charge; otherwise `prepare` may refuse before anything is reserved, the 5 credits are held,
   * `choose` picks the questions, the paper is recorded and the charge committed. Every failure
   * after the reservation releases it.
   */
  async produce(order: ChargedOrder): Promise<GenerationData> {
    const loaded = await this.store.load(generationStream, order.generationId);
    if (loaded.state.status === 'generated') {
      // A retry after a crash between recording and committing settles the charge now.
      await this.commit(loaded.state.paper.reservationId);
      return loaded.state.paper;
    }
    const prepared = order.prepare();
    const reservationId = reservationIdFor(order.generationId);
    await this.reserve(order.parentId, reservationId, prepared.description);
    try {
      const built = await prepared.choose(order.generationId);
      if (!built.ok) {
        throw paperGenerationErrors.notEnoughQuestions(
          prepared.boardName,
          built.needed,
          built.available,
          built.section,
        );
      }
      const recorded = await this.record(
        {
          ...built.paper,
          generationId: order.generationId,
          parentId: order.parentId,
          childId: order.childId,
          reservationId,
          generatedAt: this.clock.now().toISOString(),
        },
        loaded,
      );
      await this.commit(reservationId);
      return recorded;
    } catch (error) {
      await this.release(reservationId);
      throw error;
    }
  }

  private plan(form: BankGenerationForm) {
    try {
      return planPaper(
        form,
        this.catalog.classSyllabus(form.curriculum, form.class),
        this.catalog.patternBand(form.curriculum, form.class),
      );
    } catch (error) {
      throw toPaperException.translate(error);
    }
  }

  /**
   * Appends the generation once, deciding on the stream as `produce` read it (no second read);
   * a racing duplicate of the same request reads the winner's.
   */
  private async record(
    data: BankGenerationData,
    loaded: Loaded<typeof generationStream>,
  ): Promise<GenerationData> {
    try {
      const handled = await this.store.handle(
        generationStream,
        data.generationId,
        { type: 'RecordBankPaper', data },
        { loaded },
      );
      return handled.state.status === 'generated' ? handled.state.paper : data;
    } catch (error) {
      if (error instanceof StreamVersionConflictError) {
        const winner = await loadGeneration(this.store, data.generationId);
        if (winner) {
          return winner;
        }
      }
      throw error;
    }
  }

  private answer(data: GenerationData) {
    return {
      success: true as const,
      paper: toGeneratedPaper(data),
      creditsUsed: CREDIT_COSTS.generatePaperFromBank,
    };
  }

  private async reserve(parentId: string, reservationId: string, description: string) {
    try {
      await this.charges.reserve({
        reservationId,
        accountId: parentId,
        amount: CREDIT_COSTS.generatePaperFromBank,
        category: 'bank_generation',
        description,
        timeoutSeconds: RESERVATION_TIMEOUT_SECONDS,
      });
    } catch (error) {
      if (error instanceof CreditsShortError) {
        throw paperGenerationErrors.insufficientCredits(error.required, error.available);
      }
      throw paperGenerationErrors.generationFailed();
    }
  }

  private async commit(reservationId: string): Promise<void> {
    await this.charges.commit(reservationId);
  }

  private release(reservationId: string): Promise<void> {
    return this.charges.release(reservationId);
  }
}
