import { SERVICE_NAMES, type ServiceName } from '@abhyas/contracts';
import { CircuitBreaker, guardedCall, type CircuitBreakerOptions } from '@abhyas/runtime';
import {
  DEFAULT_FORWARD_TIMEOUT_MS,
  forwardTimeoutMs,
  GENERATION_FORWARD_TIMEOUT_MS,
} from './forward-budget';
import type {
  ForwardedRequest,
  ForwardedResponse,
  ServiceClient,
  StreamedResponse,
} from './service-client';

export interface UpstreamGuardOptions extends CircuitBreakerOptions {
  /** Budget of an ordinary forwarded call; default 5 s. */
  timeoutMs?: number;
  /** Budget of paper generation's long calls; default 300 s. */
  generationTimeoutMs?: number;
}

/**
 * One upstream as the gateway reaches it, in either shape: each forwarded call under the
 * upstream's circuit breaker and a time budget. An open circuit throws `CircuitOpenError` at
 * once (the proxy answers 503 with Retry-After) instead of every caller waiting out a timeout.
 * Health and docs have deadlines of their own and never trip the breaker.
 */
export class GuardedServiceClient implements ServiceClient {
  readonly breaker: CircuitBreaker;
  private readonly budgets: { defaultMs: number; generationMs: number };

  constructor(
    private readonly name: ServiceName,
    private readonly inner: ServiceClient,
    options: UpstreamGuardOptions = {},
  ) {
    this.breaker = new CircuitBreaker(options);
    this.budgets = {
      defaultMs: options.timeoutMs ?? DEFAULT_FORWARD_TIMEOUT_MS,
      generationMs: options.generationTimeoutMs ?? GENERATION_FORWARD_TIMEOUT_MS,
    };
  }

  forward(request: ForwardedRequest): Promise<ForwardedResponse> {
    return guardedCall({
      upstream: this.name,
      breaker: this.breaker,
      timeoutMs: forwardTimeoutMs(request.method, request.url, this.budgets),
      send: (signal) => this.inner.forward({ ...request, signal }),
    });
  }

  /**
   * A stream's head within the short budget and under the breaker, like any call; its body then
   * lasts as long as the service writes it, until the caller's own signal (the browser gone).
   */
  stream(request: ForwardedRequest): Promise<StreamedResponse> {
    return guardedCall({
      upstream: this.name,
      breaker: this.breaker,
      timeoutMs: this.budgets.defaultMs,
      send: (signal) =>
        this.inner.stream({
          ...request,
          signal: request.signal ? AbortSignal.any([signal, request.signal]) : signal,
        }),
    });
  }

  health(timeoutMs: number) {
    return this.inner.health(timeoutMs);
  }

  openApi() {
    return this.inner.openApi();
  }
}

/** Every upstream behind its own breaker. */
export const guardServiceClients = (
  clients: Record<ServiceName, ServiceClient>,
  options: UpstreamGuardOptions = {},
): Record<ServiceName, ServiceClient> => {
  const guarded = {} as Record<ServiceName, ServiceClient>;
  for (const name of SERVICE_NAMES) {
    guarded[name] = new GuardedServiceClient(name, clients[name], options);
  }
  return guarded;
};
