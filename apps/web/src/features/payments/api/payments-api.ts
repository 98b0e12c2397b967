import type {
  ActivateSubscriptionRequest,
  ActivateSubscriptionResponse,
  BillingCycle,
  CancelPaymentResponse,
  CompleteReloadRequest,
  CompleteReloadResponse,
  CreateOrderResponse,
  CreateSubscriptionResponse,
  CurrentSubscriptionsResponse,
  FetchRazorpayDetailsResponse,
  GetKeyResponse,
  PaymentFailuresResponse,
  PaymentHistoryResponse,
  PlansResponse,
  RecordFailureRequest,
  RecordFailureResponse,
  ReloadResponse,
  SandboxPayRequest,
  SandboxPayResponse,
} from '@abhyas/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { authClient } from '../../session/api/auth-client';
import type { DateRange } from '../../credits/date-range';

const user = (userId: string) => encodeURIComponent(userId);

/** Everything below `['payments', userId]` is refreshed together after a payment. */
export const paymentsQueryKey = (userId: string) => ['payments', userId] as const;

/** The payment page lists this many recent failures and shows the first few. */
export const FAILURES_FETCHED = 5;
export const FAILURES_SHOWN = 3;

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: ['subscriptions', 'plans'] as const,
    queryFn: async () => (await authClient.get<PlansResponse>('/api/subscriptions/plans')).plans,
    staleTime: 10 * 60_000,
  });

/** The plan terms running or still to come; refreshed with the rest after a payment. */
export const currentSubscriptionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...paymentsQueryKey(userId), 'subscriptions'] as const,
    queryFn: async () =>
      (
        await authClient.get<CurrentSubscriptionsResponse>(
          `/api/subscriptions/current/${user(userId)}`,
        )
      ).subscriptions,
  });

export const paymentHistoryQueryOptions = (
  userId: string,
  limit: number,
  offset: number,
  range: DateRange,
) =>
  queryOptions({
    queryKey: [...paymentsQueryKey(userId), 'history', limit, offset, range] as const,
    queryFn: () => {
      const query = new URLSearchParams({
        limit: String(limit),
        offset: String(offset),
        startDate: range.startDate,
        endDate: range.endDate,
      });
      return authClient.get<PaymentHistoryResponse>(
        `/api/payments/history/${user(userId)}?${query.toString()}`,
      );
    },
    placeholderData: keepPreviousData,
  });

export const paymentFailuresQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...paymentsQueryKey(userId), 'failures', FAILURES_FETCHED] as const,
    queryFn: async () =>
      (
        await authClient.get<PaymentFailuresResponse>(
          `/api/payments/failures/${user(userId)}?limit=${FAILURES_FETCHED}&offset=0`,
        )
      ).failures,
  });

export const paymentsApi = {
  reload: (userId: string, credits: number) =>
    authClient.post<ReloadResponse>('/api/credits/reload', {
      userId,
      credits,
      paymentMethod: 'card',
      type: 'one_time',
    }),
  createOrder: (amountPaise: number, paymentId: string) =>
    authClient.post<CreateOrderResponse>('/api/payments/create-order', {
      amount: amountPaise,
      currency: 'INR',
      notes: { paymentId },
    }),
  getKey: () => authClient.get<GetKeyResponse>('/api/payments/get-key'),
  fetchRazorpayDetails: (razorpayPaymentId: string) =>
    authClient.post<FetchRazorpayDetailsResponse>('/api/payments/fetch-razorpay-details', {
      razorpayPaymentId,
    }),
  completeReload: (request: CompleteReloadRequest) =>
    authClient.post<CompleteReloadResponse>('/api/credits/complete-reload', request),
  createSubscription: (planId: string, billingCycle: BillingCycle) =>
    authClient.post<CreateSubscriptionResponse>('/api/payments/create-subscription', {
      planId,
      billingCycle,
    }),
  activateSubscription: (request: ActivateSubscriptionRequest) =>
    authClient.post<ActivateSubscriptionResponse>('/api/subscriptions/create', request),
  cancelPayment: (paymentId: string) =>
    authClient.post<CancelPaymentResponse>('/api/payments/cancel', { paymentId }),
  recordFailure: (request: RecordFailureRequest) =>
    authClient.post<RecordFailureResponse>('/api/payments/record-failure', request),
  sandboxPay: (request: SandboxPayRequest) =>
    authClient.post<SandboxPayResponse>('/api/payments/sandbox/pay', request),
};
