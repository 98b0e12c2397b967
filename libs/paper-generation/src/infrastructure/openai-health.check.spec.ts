import { openAiHealthCheck } from './openai-health.check';

describe('openAiHealthCheck', () => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  afterEach(() => fetchSpy.mockReset());
  afterAll(() => fetchSpy.mockRestore());

  it('reports not_configured without a key, and calls nobody', async () => {
    await expect(openAiHealthCheck({})()).resolves.toMatchObject({ status: 'not_configured' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('lists models with the key at the configured endpoint', async () => {
    fetchSpy.mockResolvedValue(new Response('{}', { status: 200 }));
    const check = openAiHealthCheck({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://ai.test/v1',
    });
    await expect(check()).resolves.toEqual({ status: 'ok' });
    expect(fetchSpy).toHaveBeenCalledWith('http://ai.test/v1/models', {
      headers: { authorization: 'Bearer sk-test' },
    });
  });

  it('reports down with the status OpenAI answered', async () => {
    fetchSpy.mockResolvedValue(new Response('', { status: 401 }));
    await expect(openAiHealthCheck({ OPENAI_API_KEY: 'sk-bad' })()).resolves.toEqual({
      status: 'down',
      detail: 'OpenAI answered HTTP 401',
    });
  });
});
