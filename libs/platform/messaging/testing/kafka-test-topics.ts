import { Kafka, logLevel } from 'kafkajs';
import { brokerList } from '../src/kafka/kafka-bus-options';
import { testRunId } from './test-messages';

/** Deletes the topics (and their dead-letter topics) this test run created. */
export async function deleteKafkaTestTopics(brokers: string): Promise<void> {
  const admin = new Kafka({
    clientId: 'abhyas-contract-cleanup',
    brokers: brokerList(brokers),
    logLevel: logLevel.NOTHING,
  }).admin();
  await admin.connect();
  try {
    const topics = (await admin.listTopics()).filter((topic) =>
      topic.startsWith(`contract.${testRunId}.`),
    );
    if (topics.length > 0) {
      await admin.deleteTopics({ topics });
    }
  } finally {
    await admin.disconnect();
  }
}
