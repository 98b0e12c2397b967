import type {
  CheckedFamilyQuestionInput,
  FamilyQuestionsResponse,
  SaveQuestionsResponse,
} from '@abhyas/contracts';
import type { ServiceStore } from '@abhyas/event-store';
import type { Clock, Principal } from '@abhyas/runtime';
import { familyBankStream } from '../domain/family-bank.stream';
import { type IntakeQuestion, intakeFamilyQuestion } from './family-question.intake';
import type {
  FamilyQuestionFilter,
  FamilyQuestionsRepository,
} from './family-questions.repository';
import { paperGenerationErrors, toPaperException } from './paper-generation.exception';
import type { SyllabusCatalog } from './syllabus-catalog';

/**
 * `POST /api/question-bank/save-questions` and the family's list: a parent's own questions, kept
 * on their `family-bank-<parentId>` stream. A save is all or nothing: one question the bank's
 * checks refuse refuses the save, naming every problem, and writes nothing.
 */
export class FamilyQuestionsHandler {
  constructor(
    private readonly store: ServiceStore,
    private readonly repository: FamilyQuestionsRepository,
    private readonly catalog: SyllabusCatalog,
    private readonly clock: Clock,
  ) {}

  async save(
    principal: Principal,
    inputs: readonly CheckedFamilyQuestionInput[],
  ): Promise<SaveQuestionsResponse> {
    const parentId = principal.userId;
    const accepted: IntakeQuestion[] = [];
    const refused: { number: number; issues: string[] }[] = [];
    inputs.forEach((input, i) => {
      const intake = intakeFamilyQuestion(
        parentId,
        input,
        this.catalog.classSyllabus(input.curriculum, input.class),
      );
      if (intake.ok) {
        accepted.push(intake.question);
      } else {
        refused.push({ number: i + 1, issues: intake.issues });
      }
    });
    if (refused.length > 0) {
      throw paperGenerationErrors.invalidFamilyQuestions(refused);
    }
    const savedAt = this.clock.now().toISOString();
    const handled = await toPaperException.guard(() =>
      this.store.handle(familyBankStream, parentId, {
        type: 'SaveQuestions',
        data: { questions: accepted.map((q) => ({ ...q, parentId, savedAt })) },
      }),
    );
    const questionIds = [...new Set(accepted.map((q) => q.questionId))];
    return {
      success: true,
      saved: handled.events.length,
      alreadySaved: questionIds.length - handled.events.length,
      questionIds,
    };
  }

  async list(principal: Principal, filter: FamilyQuestionFilter): Promise<FamilyQuestionsResponse> {
    return { success: true, questions: await this.repository.list(principal.userId, filter) };
  }

  /** Removes a question from the family's bank; papers already made keep their copy. */
  async remove(principal: Principal, questionId: string): Promise<{ success: true }> {
    const handled = await this.store.handle(familyBankStream, principal.userId, {
      type: 'RemoveQuestion',
      data: { parentId: principal.userId, questionId, at: this.clock.now().toISOString() },
    });
    if (handled.events.length === 0) {
      throw paperGenerationErrors.familyQuestionNotFound();
    }
    return { success: true };
  }
}
