import {
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
} from '@opentelemetry/api';
import { core } from '@opentelemetry/sdk-node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeTemplateOf } from '../http/route-template';
import { isProbeRequest } from './probe-request.filter';

const tracer = () => trace.getTracer('@abhyas/runtime');

/** The span attribute naming the service (or gateway) that handled a request or message. */
export const SERVICE_ATTRIBUTE = 'abhyas.service';

interface RequestSpan {
  span: Span;
  /** Started here (and ended here), rather than the HTTP instrumentation's socket span. */
  owned: boolean;
  rpc?: { route?: string };
}

const requestSpans = new WeakMap<FastifyRequest, RequestSpan>();

/**
 * One server span per request (probes and scrapes aside), named `METHOD <route template>`, with the request running inside
 * it (so log lines, store spans and outgoing calls join the caller's trace).
 *
 * - A request over a socket under the HTTP instrumentation already has its server span (started
 *   from the incoming `traceparent`): that span is used and given the route template.
 * - A request that reached the service without a socket (standalone's `inject`, which the HTTP
 *   instrumentation never sees) gets a span here, continuing the `traceparent` it carries.
 */
export const registerRequestTracing = (
  fastify: FastifyInstance,
  { service }: { service: string },
): void => {
  fastify.addHook('onRequest', (request, _reply, done) => {
    if (isProbeRequest(request.raw)) {
      done();
      return;
    }
    const active = context.active();
    const rpc = core.getRPCMetadata(active);
    const route = routeTemplateOf(request);
    if (rpc?.type === core.RPCType.HTTP) {
      rpc.span.setAttribute(SERVICE_ATTRIBUTE, service);
      rpc.route = route;
      requestSpans.set(request, { span: rpc.span, owned: false, rpc });
      done();
      return;
    }
    const parent = propagation.extract(active, request.headers);
    const span = tracer().startSpan(
      `${request.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          [SERVICE_ATTRIBUTE]: service,
          'http.request.method': request.method,
          'http.route': route,
        },
      },
      parent,
    );
    requestSpans.set(request, { span, owned: true });
    const inSpan = trace.setSpan(parent, span);
    // The body arrives in events of the raw request: they run in the span too.
    context.bind(inSpan, request.raw);
    context.with(inSpan, done);
  });

  // A client that hangs up gets no response: the span still ends, marked as such.
  fastify.addHook('onRequestAbort', (request, done) => {
    const entry = requestSpans.get(request);
    if (entry?.owned) {
      entry.span.setStatus({
        code: SpanStatusCode.ERROR,
        message: 'request aborted by the client',
      });
      entry.span.end();
    }
    requestSpans.delete(request);
    done();
  });

  fastify.addHook('onResponse', (request, reply, done) => {
    const entry = requestSpans.get(request);
    if (entry) {
      // The gateway learns the precise template only from the service's answer.
      const route = routeTemplateOf(request);
      if (entry.rpc) {
        entry.rpc.route = route;
      }
      entry.span.setAttributes({
        'http.route': route,
        'http.response.status_code': reply.statusCode,
      });
      if (entry.owned) {
        entry.span.updateName(`${request.method} ${route}`);
        if (reply.statusCode >= 500) {
          entry.span.setStatus({ code: SpanStatusCode.ERROR });
        }
        entry.span.end();
      }
    }
    done();
  });
};
