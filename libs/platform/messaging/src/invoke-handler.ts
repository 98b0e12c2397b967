import { SpanKind, SpanStatusCode, context, trace } from '@opentelemetry/api';
import type { DeliveredMessage, MessageHandler } from './message-bus';
import { extractTraceContext } from './trace-context';

const tracer = trace.getTracer('@abhyas/messaging');

export type HandlerOutcome = { ok: true } | { ok: false; error: unknown };

/**
 * Runs a handler inside the trace context its message carries, under a consumer span, and turns
 * both a rejection and a synchronous throw into an outcome: the adapters decide what a failure
 * means (retry or dead-letter), never an unhandled rejection.
 */
export async function invokeHandler(
  handler: MessageHandler,
  message: DeliveredMessage,
  group: string,
  system: string,
): Promise<HandlerOutcome> {
  return context.with(extractTraceContext(message.headers), () =>
    tracer.startActiveSpan(
      `process ${message.topic}`,
      {
        kind: SpanKind.CONSUMER,
        attributes: {
          'messaging.system': system,
          'messaging.operation.type': 'process',
          'messaging.destination.name': message.topic,
          'messaging.consumer.group.name': group,
          'messaging.message.id': message.id,
          'abhyas.message.type': message.type,
          'abhyas.message.attempt': message.attempt,
        },
      },
      async (span): Promise<HandlerOutcome> => {
        try {
          await handler(message);
          return { ok: true };
        } catch (error) {
          span.recordException(error instanceof Error ? error : String(error));
          span.setStatus({ code: SpanStatusCode.ERROR });
          return { ok: false, error };
        } finally {
          span.end();
        }
      },
    ),
  );
}
