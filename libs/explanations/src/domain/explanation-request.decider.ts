import type { ExplanationQuestion } from '@abhyas/contracts';
import type { Decider } from '@abhyas/event-store/domain';
import type { z } from 'zod';
import type {
  explanationContent,
  ExplanationCreditsOutcome,
  ExplanationRequestedData,
  ExplanationRequestEvent,
} from './explanation-request.events';
import { ExplanationRule, ExplanationRuleViolation } from './explanations.errors';

type Content = z.output<typeof explanationContent>;

/** How an approval's explanation is produced: now, never, or by the generation worker. */
export type ApprovalOutcome =
  | { explanation: Content }
  | { failure: string }
  | { generate: { question: ExplanationQuestion; deadlineAt: string; deadlineMs: number } };

export type ExplanationRequestCommand =
  | {
      type: 'RequestExplanation';
      /** `wrongAnswer` is what the graded attempt says of this question for this child. */
      data: ExplanationRequestedData & { wrongAnswer: boolean };
    }
  | {
      type: 'Approve';
      /**
       * The explanation as it can be produced now (the paper's own worked solution), why it
       * cannot, or the worker's brief: the approval and its outcome are one step.
       */
      data: { notes?: string; reservationId: string; outcome: ApprovalOutcome; at: string };
    }
  | { type: 'Reject'; data: { reason: string; notes?: string; at: string } }
  /** The worker's explanation (checked by the handler against the contract's schema). */
  | { type: 'RecordExplanation'; data: { explanation: Content; at: string } }
  /** The worker could not write one; `reason` is what the child and parent read. */
  | { type: 'FailExplanation'; data: { reason: string; at: string } }
  /** The deadline sweep: a worker-written explanation that did not arrive in time. */
  | { type: 'ExpireExplanation'; data: { reason: string; at: string } }
  | { type: 'SettleCredits'; data: { outcome: ExplanationCreditsOutcome; at: string } }
  | { type: 'Erase'; data: { at: string } };

export type Decision =
  | { status: 'pending' }
  | { status: 'approved'; notes?: string; reservationId: string; at: string }
  | { status: 'rejected'; reason: string; notes?: string; at: string };

export type Production =
  | { status: 'preparing' }
  | { status: 'ready'; explanation: Content }
  | { status: 'failed'; reason: string };

export type ExplanationRequestState =
  | { status: 'none' }
  | {
      status: 'requested';
      request: ExplanationRequestedData;
      decision: Decision;
      production?: Production;
      /** Written by the generation worker by then, so settled at the ledger after the fact. */
      generation?: { deadlineAt: string };
      settled: boolean;
    }
  | { status: 'erased' };

type Requested = Extract<ExplanationRequestState, { status: 'requested' }>;

const requested = (state: ExplanationRequestState): Requested => {
  if (state.status !== 'requested') {
    throw new ExplanationRuleViolation(ExplanationRule.NotRequested);
  }
  return state;
};

/** A worker's result is only taken while the explanation is being prepared; later, nothing. */
const preparing = (state: ExplanationRequestState): boolean => {
  const request = requested(state);
  if (request.decision.status !== 'approved') {
    throw new ExplanationRuleViolation(ExplanationRule.NotRequested);
  }
  return request.production?.status === 'preparing';
};

const approvalEvents = (
  state: Requested,
  command: Extract<ExplanationRequestCommand, { type: 'Approve' }>['data'],
): ExplanationRequestEvent[] => {
  const { outcome, at, ...approval } = command;
  const approved: ExplanationRequestEvent = {
    type: 'ExplanationApproved',
    data: { ...approval, at },
  };
  if ('explanation' in outcome) {
    return [approved, { type: 'ExplanationReady', data: { explanation: outcome.explanation, at } }];
  }
  if ('failure' in outcome) {
    return [approved, { type: 'ExplanationFailed', data: { reason: outcome.failure, at } }];
  }
  return [
    approved,
    {
      type: 'ExplanationGenerationRequested',
      data: { requestId: state.request.requestId, requestedAt: at, ...outcome.generate },
    },
  ];
};

/**
 * One request per question of an attempt, for a wrong answer only. Only a pending request is
 * decided: approve and reject race, and whichever arrives second loses (an approval repeated
 * changes nothing, so a retried click costs once). A worker-written explanation ends once:
 * ready, failed or past its deadline, whichever comes first; anything after changes nothing,
 * and its credits are settled once.
 */
export const explanationRequestDecider: Decider<
  ExplanationRequestCommand,
  ExplanationRequestEvent,
  ExplanationRequestState
> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    if (event.type === 'ExplanationRequested') {
      return {
        status: 'requested',
        request: event.data,
        decision: { status: 'pending' },
        settled: false,
      };
    }
    if (event.type === 'ExplanationErased') {
      return { status: 'erased' };
    }
    if (state.status !== 'requested') {
      return state;
    }
    switch (event.type) {
      case 'ExplanationApproved':
        return { ...state, decision: { status: 'approved', ...event.data } };
      case 'ExplanationRejected':
        return { ...state, decision: { status: 'rejected', ...event.data } };
      case 'ExplanationGenerationRequested':
        return {
          ...state,
          generation: { deadlineAt: event.data.deadlineAt },
          production: { status: 'preparing' },
        };
      case 'ExplanationReady':
        return {
          ...state,
          production: { status: 'ready', explanation: event.data.explanation },
        };
      case 'ExplanationFailed':
        return { ...state, production: { status: 'failed', reason: event.data.reason } };
      case 'ExplanationCreditsSettled':
        return { ...state, settled: true };
      default: {
        const unknown: never = event;
        throw new Error(`Unknown event ${JSON.stringify(unknown)}`);
      }
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RequestExplanation': {
        if (state.status !== 'none') {
          throw new ExplanationRuleViolation(ExplanationRule.AlreadyRequested);
        }
        const { wrongAnswer, ...request } = command.data;
        if (!wrongAnswer) {
          throw new ExplanationRuleViolation(ExplanationRule.WrongAnswersOnly);
        }
        return [{ type: 'ExplanationRequested', data: request }];
      }
      case 'Approve': {
        const request = requested(state);
        if (request.decision.status === 'approved') {
          return [];
        }
        if (request.decision.status === 'rejected') {
          throw new ExplanationRuleViolation(ExplanationRule.OnlyPending);
        }
        return approvalEvents(request, command.data);
      }
      case 'Reject':
        if (requested(state).decision.status !== 'pending') {
          throw new ExplanationRuleViolation(ExplanationRule.OnlyPending);
        }
        return [{ type: 'ExplanationRejected', data: command.data }];
      case 'RecordExplanation':
        return preparing(state) ? [{ type: 'ExplanationReady', data: command.data }] : [];
      case 'FailExplanation':
        return preparing(state) ? [{ type: 'ExplanationFailed', data: command.data }] : [];
      case 'ExpireExplanation': {
        if (!preparing(state)) {
          return [];
        }
        const { generation } = requested(state);
        const due =
          generation !== undefined &&
          Date.parse(command.data.at) >= Date.parse(generation.deadlineAt);
        return due ? [{ type: 'ExplanationFailed', data: command.data }] : [];
      }
      case 'SettleCredits': {
        const request = requested(state);
        const final =
          request.production?.status === 'ready' || request.production?.status === 'failed';
        return request.generation && final && !request.settled
          ? [{ type: 'ExplanationCreditsSettled', data: command.data }]
          : [];
      }
      case 'Erase':
        return state.status === 'requested'
          ? [{ type: 'ExplanationErased', data: command.data }]
          : [];
    }
  },
};
