import { CodedError } from '@abhyas/event-store/domain';

export enum MessagingErrorCode {
  InvalidMessage = 'MESSAGING_INVALID_MESSAGE',
  InvalidTopic = 'MESSAGING_INVALID_TOPIC',
  InvalidOptions = 'MESSAGING_INVALID_OPTIONS',
  BusClosed = 'MESSAGING_BUS_CLOSED',
  Timeout = 'MESSAGING_TIMEOUT',
  PublishFailed = 'MESSAGING_PUBLISH_FAILED',
}

export class MessagingException extends CodedError<MessagingErrorCode> {}
