import type { Decider } from '@abhyas/event-store/domain';
import type { z } from 'zod';
import type {
  explanationContent,
  ExplanationRequestedData,
  ExplanationRequestEvent,
} from './explanation-request.events';
import { ExplanationRule, ExplanationRuleViolation } from './explanations.errors';

type Content = z.output<typeof explanationContent>;

export type ExplanationRequestCommand =
  | {
      type: 'RequestExplanation';
      /** `wrongAnswer` is what the graded attempt says of this question for this child. */
      data: ExplanationRequestedData & { wrongAnswer: boolean };
    }
  | {
      type: 'Approve';
      /**
       * The explanation as it can be produced now (the paper's own worked solution), or why
       * it cannot: the approval and its outcome are one step.
       */
      data: {
        notes?: string;
        reservationId: string;
        outcome: { explanation: Content } | { failure: string };
        at: string;
      };
    }
  | { type: 'Reject'; data: { reason: string; notes?: string; at: string } }
  | { type: 'Erase'; data: { at: string } };

export type Decision =
  | { status: 'pending' }
  | { status: 'approved'; notes?: string; reservationId: string; at: string }
  | { status: 'rejected'; reason: string; notes?: string; at: string };

export type ExplanationRequestState =
  | { status: 'none' }
  | {
      status: 'requested';
      request: ExplanationRequestedData;
      decision: Decision;
      production?: { explanation: Content } | { failure: string };
    }
  | { status: 'erased' };

/**
 * One request per question of an attempt, for a wrong answer only. Only a pending request is
 * decided: approve and reject race, and whichever arrives second loses (an approval repeated
 * changes nothing, so a retried click costs once).
 */
export const explanationRequestDecider: Decider<
  ExplanationRequestCommand,
  ExplanationRequestEvent,
  ExplanationRequestState
> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'ExplanationRequested':
        return { status: 'requested', request: event.data, decision: { status: 'pending' } };
      case 'ExplanationApproved':
        return state.status === 'requested'
          ? { ...state, decision: { status: 'approved', ...event.data } }
          : state;
      case 'ExplanationRejected':
        return state.status === 'requested'
          ? { ...state, decision: { status: 'rejected', ...event.data } }
          : state;
      case 'ExplanationReady':
        return state.status === 'requested'
          ? { ...state, production: { explanation: event.data.explanation } }
          : state;
      case 'ExplanationFailed':
        return state.status === 'requested'
          ? { ...state, production: { failure: event.data.reason } }
          : state;
      case 'ExplanationErased':
        return { status: 'erased' };
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
        if (state.status !== 'requested') {
          throw new ExplanationRuleViolation(ExplanationRule.NotRequested);
        }
        if (state.decision.status === 'approved') {
          return [];
        }
        if (state.decision.status === 'rejected') {
          throw new ExplanationRuleViolation(ExplanationRule.OnlyPending);
        }
        const { outcome, at, ...approval } = command.data;
        return [
          { type: 'ExplanationApproved', data: { ...approval, at } },
          'explanation' in outcome
            ? { type: 'ExplanationReady', data: { explanation: outcome.explanation, at } }
            : { type: 'ExplanationFailed', data: { reason: outcome.failure, at } },
        ];
      }
      case 'Reject':
        if (state.status !== 'requested') {
          throw new ExplanationRuleViolation(ExplanationRule.NotRequested);
        }
        if (state.decision.status !== 'pending') {
          throw new ExplanationRuleViolation(ExplanationRule.OnlyPending);
        }
        return [{ type: 'ExplanationRejected', data: command.data }];
      case 'Erase':
        return state.status === 'requested'
          ? [{ type: 'ExplanationErased', data: command.data }]
          : [];
    }
  },
};
