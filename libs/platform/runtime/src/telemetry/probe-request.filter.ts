import type { IncomingMessage } from 'node:http';

// Kubernetes probes and Prometheus scrapes hit these every few seconds per pod, and every open
// page polls the cached platform health: as traces they would bury real requests and cost
// export bandwidth for nothing.
const UNTRACED_PATHS = new Set(['/health', '/metrics', '/api/health']);

export function isProbeRequest(request: Pick<IncomingMessage, 'url'>): boolean {
  const path = (request.url ?? '').split('?', 1)[0];
  return UNTRACED_PATHS.has(path);
}
