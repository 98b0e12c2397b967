import type {
  CreditUsageCategory,
  CreditingTransactionType,
  DebitingTransactionType,
} from '@abhyas/contracts';
import type { Decider } from '@abhyas/event-store/domain';
import type { CreditAccountEvent } from './credit-account.events';
import { CreditRule, CreditRuleViolation, InsufficientCreditsError } from './credits.errors';

interface Meta {
  metadata: { now: Date };
}

/** Ids (transfer, transaction, reservation) and time come in with the command. */
export type CreditAccountCommand =
  | ({
      type: 'GrantCredits';
      data: {
        accountId: string;
        transferId: string;
        transactionId: string;
        amount: number;
        type: CreditingTransactionType;
        description: string;
        reference?: Record<string, string>;
      };
    } & Meta)
  | ({
      type: 'DebitCredits';
      data: {
        accountId: string;
        transferId: string;
        transactionId: string;
        amount: number;
        type: DebitingTransactionType;
        category: CreditUsageCategory;
        description: string;
        reference?: Record<string, string>;
      };
    } & Meta)
  | ({
      type: 'ReserveCredits';
      data: {
        accountId: string;
        reservationId: string;
        amount: number;
        category: CreditUsageCategory;
        description: string;
        reference?: Record<string, string>;
        timeoutSeconds: number;
      };
    } & Meta)
  | ({
      type: 'CommitReservation';
      data: {
        accountId: string;
        reservationId: string;
        transactionId: string;
        /** Defaults to the reserved amount. */
        amount?: number;
        description?: string;
      };
    } & Meta)
  | ({ type: 'ReleaseReservation'; data: { accountId: string; reservationId: string } } & Meta)
  /** The ledger's own time-out: a no-op unless the reservation is open and past its expiry. */
  | ({ type: 'ExpireReservation'; data: { accountId: string; reservationId: string } } & Meta);

export interface OpenReservation {
  amount: number;
  category: CreditUsageCategory;
  description: string;
  expiresAt: string;
}

/**
 * Only what decisions need: the posted balance and the open reservations (bounded by the balance,
 * since each holds at least one credit). Settled reservations and used transfer ids live in the
 * read models, which the handler consults before deciding.
 */
export interface CreditAccountState {
  posted: number;
  reserved: number;
  open: Readonly<Record<string, OpenReservation>>;
}

export const spendableOf = (state: CreditAccountState): number => state.posted - state.reserved;

const withoutReservation = (
  state: CreditAccountState,
  reservationId: string,
  posted: number,
): CreditAccountState => {
  const { [reservationId]: settled, ...open } = state.open;
  return { posted, reserved: state.reserved - (settled?.amount ?? 0), open };
};

const openReservation = (state: CreditAccountState, reservationId: string): OpenReservation => {
  const reservation = state.open[reservationId];
  if (!reservation) {
    throw new CreditRuleViolation(CreditRule.ReservationNotOpen);
  }
  return reservation;
};

const assertSpendable = (state: CreditAccountState, amount: number): void => {
  const available = spendableOf(state);
  if (amount > available) {
    throw new InsufficientCreditsError(amount, available);
  }
};

export const creditAccountDecider: Decider<
  CreditAccountCommand,
  CreditAccountEvent,
  CreditAccountState
> = {
  initialState: () => ({ posted: 0, reserved: 0, open: {} }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'CreditsGranted':
        return { ...state, posted: state.posted + event.data.amount };
      case 'CreditsDebited':
        return { ...state, posted: state.posted - event.data.amount };
      case 'CreditsReserved': {
        const { reservationId, amount, category, description, expiresAt } = event.data;
        return {
          posted: state.posted,
          reserved: state.reserved + amount,
          open: { ...state.open, [reservationId]: { amount, category, description, expiresAt } },
        };
      }
      case 'ReservationCommitted':
        return withoutReservation(
          state,
          event.data.reservationId,
          state.posted - event.data.amount,
        );
      case 'ReservationReleased':
        return withoutReservation(state, event.data.reservationId, state.posted);
      default: {
        const unhandled: never = event;
        throw new Error(`credit account cannot evolve ${JSON.stringify(unhandled)}`);
      }
    }
  },
  decide: (command, state) => {
    const now = command.metadata.now;
    const at = now.toISOString();
    switch (command.type) {
      case 'GrantCredits':
        return [
          {
            type: 'CreditsGranted',
            data: { ...command.data, balanceAfter: state.posted + command.data.amount, at },
          },
        ];
      case 'DebitCredits':
        assertSpendable(state, command.data.amount);
        return [
          {
            type: 'CreditsDebited',
            data: { ...command.data, balanceAfter: state.posted - command.data.amount, at },
          },
        ];
      case 'ReserveCredits': {
        const { timeoutSeconds, ...data } = command.data;
        if (state.open[data.reservationId]) {
          throw new CreditRuleViolation(CreditRule.ReservationIdTaken);
        }
        assertSpendable(state, data.amount);
        const expiresAt = new Date(now.getTime() + timeoutSeconds * 1000).toISOString();
        return [{ type: 'CreditsReserved', data: { ...data, expiresAt, at } }];
      }
      case 'CommitReservation': {
        const { accountId, reservationId, transactionId } = command.data;
        const reservation = openReservation(state, reservationId);
        if (now.getTime() >= Date.parse(reservation.expiresAt)) {
          throw new CreditRuleViolation(CreditRule.ReservationExpired);
        }
        const amount = command.data.amount ?? reservation.amount;
        if (amount > reservation.amount) {
          throw new CreditRuleViolation(CreditRule.CommitExceedsReservation);
        }
        return [
          {
            type: 'ReservationCommitted',
            data: {
              accountId,
              reservationId,
              transactionId,
              amount,
              reservedAmount: reservation.amount,
              category: reservation.category,
              description: command.data.description ?? reservation.description,
              balanceAfter: state.posted - amount,
              at,
            },
          },
        ];
      }
      case 'ReleaseReservation': {
        const { accountId, reservationId } = command.data;
        const reservation = openReservation(state, reservationId);
        return [
          {
            type: 'ReservationReleased',
            data: {
              accountId,
              reservationId,
              reservedAmount: reservation.amount,
              reason: 'released',
              at,
            },
          },
        ];
      }
      case 'ExpireReservation': {
        const { accountId, reservationId } = command.data;
        const reservation = state.open[reservationId];
        if (!reservation || now.getTime() < Date.parse(reservation.expiresAt)) {
          return [];
        }
        return [
          {
            type: 'ReservationReleased',
            data: {
              accountId,
              reservationId,
              reservedAmount: reservation.amount,
              reason: 'expired',
              at,
            },
          },
        ];
      }
      default: {
        const unhandled: never = command;
        throw new Error(`credit account cannot decide ${JSON.stringify(unhandled)}`);
      }
    }
  },
};
