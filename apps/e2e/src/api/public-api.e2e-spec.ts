import {
  CONTACT_MESSAGES,
  LEAD_MESSAGES,
  NEWSLETTER_MESSAGES,
  PLATFORM_COMPONENTS,
  type HealthReport,
} from '@abhyas/contracts';
import { distributedAvailable, startDistributed } from '../harness/distributed-platform';
import { postJson, type RunningPlatform } from '../harness/running-platform';
import { startStandalone } from '../harness/standalone-platform';

const shapes: Array<[string, () => Promise<RunningPlatform>]> = [
  ['standalone', () => startStandalone(5931)],
];
if (distributedAvailable()) {
  shapes.push(['distributed', () => startDistributed(5932, 5940)]);
} else {
  console.info('e2e: distributed shape skipped: DATABASE_URL and REDIS_URL are both needed');
}

describe.each(shapes)('public API (%s shape)', (_shape, start) => {
  let platform: RunningPlatform;

  beforeAll(async () => {
    platform = await start();
  });
  afterAll(async () => {
    await platform?.stop();
  });

  it('reports every service and dependency on /api/health', async () => {
    const response = await fetch(`${platform.url}/api/health`);
    const report = (await response.json()) as HealthReport;
    expect(response.status).toBe(200);
    expect(report.status).toBe('ok');
    expect(Object.keys(report.services).sort()).toEqual([...PLATFORM_COMPONENTS].sort());
    expect(report.services.openai.status).toBe('not_configured');
    expect(report.services.razorpay.status).toBe('sandbox');
  });

  it('accepts a contact message and answers with the spec message', async () => {
    const response = await postJson(`${platform.url}/api/contact`, {
      name: 'Meera Iyer',
      email: 'meera@example.in',
      message: 'Does the Family plan cover twins?',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      success: true,
      message: CONTACT_MESSAGES.success,
    });
  });

  it.each([
    [{ name: ' ', email: 'a@b.in', message: 'x' }, CONTACT_MESSAGES.required],
    [{ name: 'A', email: 'not-an-email', message: 'x' }, CONTACT_MESSAGES.invalidEmail],
    [{ name: 'A', email: 'a@b.in' }, CONTACT_MESSAGES.required],
    [{ name: 'A', email: 'a@b.in', message: 'x', company: 'bot' }, 'Unexpected field: company.'],
    [{ name: 'A'.repeat(121), email: 'a@b.in', message: 'x' }, 'Must be at most 120 characters.'],
  ])('rejects a bad contact message %j with 400 and its message', async (body, message) => {
    const response = await postJson(`${platform.url}/api/contact`, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message });
  });

  it('rejects malformed JSON with a clear 400', async () => {
    const response = await fetch(`${platform.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": "A",',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'The request body is not valid JSON.' });
  });

  it('captures a lead with the defaults of the form', async () => {
    const response = await postJson(`${platform.url}/api/leads`, {
      name: 'Kabir',
      email: 'kabir@example.in',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ success: true, message: LEAD_MESSAGES.success });
  });

  it('rejects a lead with a class outside Class 5 to Class 10', async () => {
    const response = await postJson(`${platform.url}/api/leads`, {
      name: 'Kabir',
      email: 'kabir@example.in',
      grade: 'Class 3',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: LEAD_MESSAGES.invalidGrade });
  });

  it('subscribes an address to the newsletter, twice without error', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await postJson(`${platform.url}/api/newsletter/subscribe`, {
        email: 'Parent@Example.in',
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ message: NEWSLETTER_MESSAGES.success });
    }
  });

  it('answers an API path no service owns with a 404 in the error format', async () => {
    const response = await fetch(`${platform.url}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      message: 'No API route matches GET /api/nothing-here.',
    });
  });

  it('carries a request id and rate-limit headers', async () => {
    const response = await fetch(`${platform.url}/api/nothing-here`, {
      headers: { 'x-request-id': 'e2e-req-1' },
    });
    expect(response.headers.get('x-request-id')).toBe('e2e-req-1');
    expect(Number(response.headers.get('x-ratelimit-limit'))).toBeGreaterThan(0);
  });

  it('publishes the merged OpenAPI document with the identity routes', async () => {
    const response = await fetch(`${platform.url}/api/openapi.json`);
    const document = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/contact',
        '/api/leads',
        '/api/newsletter/subscribe',
      ]),
    );
    expect((await fetch(`${platform.url}/api/docs`)).status).toBe(200);
  });

  it('signs a registered parent in through the gateway and refuses the token after logout', async () => {
    const unique = Date.now().toString().slice(-8);
    const registered = await postJson(`${platform.url}/api/auth/register`, {
      role: 'parent',
      name: 'Shape Check',
      email: `shape.${unique}@example.in`,
      password: 'correct horse',
      mobile: `98${unique}`,
    });
    expect(registered.status).toBe(201);
    const { token, user } = (await registered.json()) as { token: string; user: { id: string } };
    const children = (bearer: string) =>
      fetch(`${platform.url}/api/parent/${user.id}/children`, {
        headers: { authorization: `Bearer ${bearer}` },
      });
    expect((await children(token)).status).toBe(200);
    const logout = await fetch(`${platform.url}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBeLessThan(300);
    expect((await children(token)).status).toBe(401);
  });

  it('serves the web app with a client-side fallback for unknown pages', async () => {
    const response = await fetch(`${platform.url}/olympiad-prep`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  });
});
