export enum MessagingErrorCode {
  InvalidMessage = 'MESSAGING_INVALID_MESSAGE',
  InvalidTopic = 'MESSAGING_INVALID_TOPIC',
  InvalidOptions = 'MESSAGING_INVALID_OPTIONS',
  BusClosed = 'MESSAGING_BUS_CLOSED',
  Timeout = 'MESSAGING_TIMEOUT',
  PublishFailed = 'MESSAGING_PUBLISH_FAILED',
}

export class MessagingException extends Error {
  constructor(
    readonly code: MessagingErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MessagingException';
  }
}
