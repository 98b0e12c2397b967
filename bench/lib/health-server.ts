// One server process of the health bench, run by bench/health.bench.ts as
// `node -r ./bench/register.js bench/lib/health-server.ts <case> <port>`:
// - `gateway`: createGatewayApp as the gateway processes make it (telemetry started first,
//   metrics, rate limits, auth), its services answering health at once;
// - `gateway-nest`: the same with the socket-level fast path off, so a cached `/api/health`
//   takes Fastify's routing, every hook and the Nest route, as before the fast path;
// - `bare`: a bare Fastify route answering the same body, the floor for a Node HTTP server.
// Prints `ready` once listening, with the body and status the gateway's aggregate has.
import { launch } from '@abhyas/runtime/launch';

const [kind, port] = process.argv.slice(2);
if (kind !== 'gateway' && kind !== 'gateway-nest' && kind !== 'bare') {
  throw new Error(`health-server: unknown case ${kind}`);
}
// The servers load after `launch` has started telemetry, as in the gateway processes: the HTTP
// instrumentation patches http before any server code is required.
launch('gateway', async () => {
  const { startHealthServer } = await import('./health-server-app');
  return () => startHealthServer(kind, Number(port));
});
