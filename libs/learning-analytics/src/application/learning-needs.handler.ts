import { LEARNING_MESSAGES as M, type LearningNeedsResponse } from '@abhyas/contracts';
import type { ServiceStore } from '@abhyas/event-store';
import { type Clock, ServiceException } from '@abhyas/runtime';
import { learnerStream } from '../domain/learner.stream';
import type { LearningRepository } from '../infrastructure/learning.repository';

const studentNotFound = () => new ServiceException('STUDENT_NOT_FOUND', 404, M.studentNotFound);

/** A child's learning needs (the spec's parent id and name), as last computed, or computed now. */
export class LearningNeedsHandler {
  constructor(
    private readonly store: ServiceStore,
    private readonly repository: LearningRepository,
    private readonly clock: Clock,
  ) {}

  async needs(parentId: string, studentName: string): Promise<LearningNeedsResponse> {
    const learner = await this.repository.learnerNamed(parentId, studentName);
    if (!learner) {
      throw studentNotFound();
    }
    return learner.needs
      ? { success: true, data: learner.needs, message: 'Learning needs found' }
      : { success: true, data: null, message: M.noData };
  }

  /** Recomputes from every graded answer (the same answers give the same needs). */
  async compute(parentId: string, studentName: string): Promise<LearningNeedsResponse> {
    const learner = await this.repository.learnerNamed(parentId, studentName);
    if (!learner) {
      throw studentNotFound();
    }
    await this.store.handle(learnerStream, learner.childId, {
      type: 'Compute',
      data: { at: this.clock.now().toISOString() },
    });
    const answer = await this.needs(parentId, studentName);
    return answer.data ? { ...answer, message: M.computed } : answer;
  }
}
