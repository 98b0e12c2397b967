import { SERVICE_NAMES, type ServiceHealthReport, type ServiceName } from '@abhyas/contracts';
import type { ServiceClient } from '../src/clients/service-client';

/** A service's health as it answers when all is well (OpenAI unconfigured, Razorpay sandbox). */
export const healthyReport = (service: ServiceName): ServiceHealthReport => ({
  service,
  status: 'ok',
  checks: {
    database: { status: 'ok', latencyMs: 1 },
    transport: { status: 'ok' },
    ...(service === 'paper-generation' ? { openai: { status: 'not_configured' as const } } : {}),
    ...(service === 'payments' ? { razorpay: { status: 'sandbox' as const } } : {}),
  },
});

/**
 * Clients of every service for the gateway's health: each answers as `health(name)` says
 * (healthy by default) and counts its checks; forwarding is never used.
 */
export const fakeServiceClients = (
  health: (name: ServiceName) => Promise<ServiceHealthReport> = (name) =>
    Promise.resolve(healthyReport(name)),
) => {
  const calls: Partial<Record<ServiceName, number>> = {};
  const clients = Object.fromEntries(
    SERVICE_NAMES.map((name) => {
      const client: ServiceClient = {
        forward: () => Promise.reject(new Error('not used')),
        stream: () => Promise.reject(new Error('not used')),
        openApi: () => Promise.resolve({}),
        health: () => {
          calls[name] = (calls[name] ?? 0) + 1;
          return health(name);
        },
      };
      return [name, client];
    }),
  ) as Record<ServiceName, ServiceClient>;
  const total = () => Object.values(calls).reduce((sum, n) => sum + n, 0);
  return { clients, calls, total };
};

export interface ForwardedCall {
  service: ServiceName;
  method: string;
  url: string;
  body?: Buffer;
}

/**
 * Clients of every service that record what the gateway forwards to them and answer each call
 * 200 `{ forwarded: true }`, for tests of what reaches a service and in what form.
 */
export const recordingServiceClients = () => {
  const forwarded: ForwardedCall[] = [];
  const { clients } = fakeServiceClients();
  for (const name of SERVICE_NAMES) {
    clients[name] = {
      ...clients[name],
      forward: (request) => {
        forwarded.push({
          service: name,
          method: request.method,
          url: request.url,
          body: request.body,
        });
        return Promise.resolve({
          status: 200,
          headers: { 'content-type': 'application/json' },
          body: Buffer.from('{"forwarded":true}'),
        });
      },
    };
  }
  return { clients, forwarded };
};
