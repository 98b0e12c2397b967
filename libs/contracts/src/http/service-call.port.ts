import type { ServiceName } from '../services/service-names';

/** How a service reaches another (in-process or HTTP); implemented by the platform runtime. */
export interface ServiceCallPort {
  call<Body>(
    service: ServiceName,
    request: { method: 'GET' | 'POST'; path: string; body?: unknown },
  ): Promise<{ status: number; body: Body }>;
}

/** Thrown by a typed client for an answer other than the ones it expects; carries both. */
export class ServiceCallError extends Error {
  constructor(
    readonly service: ServiceName,
    readonly status: number,
    readonly body: unknown,
  ) {
    const message =
      typeof body === 'object' && body !== null && 'message' in body
        ? String(body.message)
        : `${service} answered ${status}`;
    super(message);
    this.name = 'ServiceCallError';
  }
}
