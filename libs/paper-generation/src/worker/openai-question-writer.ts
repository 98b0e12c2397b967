import OpenAI from 'openai';
import { ANSWER_SCHEMA, promptMessages } from './paper-prompt';
import { ProviderError, type QuestionWriter, type WriteRequest } from './question-writer';

export interface OpenAiWriterOptions {
  apiKey: string;
  /** Any OpenAI-compatible endpoint (`OPENAI_BASE_URL`); OpenAI's own by default. */
  baseURL?: string;
  model: string;
  /** The client's own retries of 5xx, 429 and connection errors, with its backoff. */
  maxRetries: number;
}

/**
 * Questions from an OpenAI-compatible Chat Completions endpoint, asking for strict structured
 * output (`response_format: json_schema`). The job's deadline comes as the abort signal: an
 * aborted request is rethrown as the signal's reason, never reported as a provider failure.
 */
export class OpenAiQuestionWriter implements QuestionWriter {
  readonly model: string;
  private readonly client: OpenAI;

  constructor(options: OpenAiWriterOptions) {
    this.model = options.model;
    this.client = new OpenAI({
      apiKey: options.apiKey,
      ...(options.baseURL ? { baseURL: options.baseURL } : {}),
      maxRetries: options.maxRetries,
      // The job's own deadline bounds each call (the signal); this only stops a hung socket.
      timeout: 600_000,
    });
  }

  async write(request: WriteRequest, signal: AbortSignal): Promise<string> {
    try {
      const completion = await this.client.chat.completions.create(
        {
          model: this.model,
          messages: promptMessages(request),
          response_format: {
            type: 'json_schema',
            json_schema: { name: 'paper_questions', strict: true, schema: ANSWER_SCHEMA },
          },
        },
        { signal },
      );
      return completion.choices[0]?.message?.content ?? '';
    } catch (error) {
      if (signal.aborted) {
        throw signal.reason;
      }
      const status = error instanceof OpenAI.APIError ? ` (HTTP ${error.status ?? 'none'})` : '';
      throw new ProviderError(`${(error as Error).message}${status}`);
    }
  }
}
