import type { ComponentHealth } from '@abhyas/contracts';

const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';

/**
 * Without a key the offline generator serves every paper: a deliberate setup, not a fault.
 * With one, a models listing proves the key and the endpoint answer.
 */
export const openAiHealthCheck =
  (env: Readonly<Record<string, string | undefined>>) => async (): Promise<ComponentHealth> => {
    const apiKey = env.OPENAI_API_KEY;
    if (!apiKey) {
      return {
        status: 'not_configured',
        detail: 'No OPENAI_API_KEY: papers come from the offline generator.',
      };
    }
    const response = await fetch(`${env.OPENAI_BASE_URL ?? DEFAULT_OPENAI_BASE_URL}/models`, {
      headers: { authorization: `Bearer ${apiKey}` },
    });
    return response.ok
      ? { status: 'ok' }
      : { status: 'down', detail: `OpenAI answered HTTP ${response.status}` };
  };
