import { serviceTopic, type ServiceName } from '../services/service-names';

/**
 * Consumers that are not services: processes that own no data and report back through their
 * service's API. The generation worker (paper-generation's, scaled on its own) reads
 * `paper-generation-requested.v1` and `explanation-generation-requested.v1` as the consumer
 * group `generation-worker`.
 */
export const WORKER_CONSUMERS = ['generation-worker'] as const;
export type WorkerConsumer = (typeof WORKER_CONSUMERS)[number];
export type EventConsumer = ServiceName | WorkerConsumer;

/**
 * Who consumes each service's integration events (`<producer>.events`); each consumer reads
 * them as its own consumer group, named after it. A topic no service consumes is not sent to the
 * transport at all (its outbox rows are settled unsent), so no Redis stream or Kafka topic grows
 * that no group reads. Declare a consumer here in the change that adds its policy: the runtime
 * refuses to start a policy on a topic that does not list its service, as its producer would
 * never send it anything.
 */
export const EVENT_CONSUMERS: Readonly<Partial<Record<ServiceName, readonly EventConsumer[]>>> = {
  // welcome-bonus-earned.v1 → the welcome bonus.
  // child-added.v1 / child-deleted.v1 → paper ownership and erasure (paper-generation), and
  // children's names, extra time and erasure of their tests (test-attempt).
  // Explanations: names for the parent's list, and erasure.
  // Learning analytics: the learner's name, and erasure.
  identity: [
    'credits-ledger',
    'paper-generation',
    'test-attempt',
    'explanations',
    'learning-analytics',
  ],
  // payment-captured.v1 → the purchased credits.
  payments: ['credits-ledger'],
  // paper-generation-requested.v1 → the AI paper jobs.
  'paper-generation': ['generation-worker'],
  // explanation-generation-requested.v1 → AI explanations of questions with no worked solution.
  explanations: ['generation-worker'],
  // test-scheduled.v1, attempt-graded.v1, grade-overridden.v1 → View Papers' test columns and
  // a student opening a paper scheduled for them (paper-generation).
  // attempt-graded.v1, grade-overridden.v1 → which answers were wrong (explanations).
  // … and the evidence of every skill (learning-analytics).
  'test-attempt': ['paper-generation', 'explanations', 'learning-analytics'],
};

/** The services whose consumer groups read `topic`; none for a topic nobody consumes. */
export const consumersOf = (topic: string): readonly EventConsumer[] => {
  for (const [producer, consumers] of Object.entries(EVENT_CONSUMERS)) {
    if (serviceTopic(producer as ServiceName) === topic) {
      return consumers ?? [];
    }
  }
  return [];
};

/** Whether the relay sends `topic` to the transport: only when some service consumes it. */
export const isConsumedTopic = (topic: string): boolean => consumersOf(topic).length > 0;
