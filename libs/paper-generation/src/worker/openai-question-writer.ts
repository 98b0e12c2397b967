import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import {
  EXPLANATION_ANSWER_SCHEMA,
  EXPLANATION_SCHEMA_NAME,
  explanationMessages,
} from './explanation-prompt';
import type { ExplainRequest, ExplanationWriter } from './explanation-writer';
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
 * The same client writes explanations (the worker's second job).
 */
export class OpenAiQuestionWriter implements QuestionWriter, ExplanationWriter {
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

  write(request: WriteRequest, signal: AbortSignal): Promise<string> {
    return this.complete(promptMessages(request), 'paper_questions', ANSWER_SCHEMA, signal);
  }

  explain(request: ExplainRequest, signal: AbortSignal): Promise<string> {
    return this.complete(
      explanationMessages(request),
      EXPLANATION_SCHEMA_NAME,
      EXPLANATION_ANSWER_SCHEMA,
      signal,
    );
  }

  private async complete(
    messages: ChatCompletionMessageParam[],
    name: string,
    schema: Record<string, unknown>,
    signal: AbortSignal,
  ): Promise<string> {
    try {
      const completion = await this.client.chat.completions.create(
        {
          model: this.model,
          messages,
          response_format: { type: 'json_schema', json_schema: { name, strict: true, schema } },
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
