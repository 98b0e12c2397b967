import { browserAnswerStore, type PendingAnswerStore } from '../pending-answer-store';

let store: PendingAnswerStore | null = null;

/** The tab's one store of unsent answers, opened on first use. */
export const answerStore = (): PendingAnswerStore => (store ??= browserAnswerStore());
