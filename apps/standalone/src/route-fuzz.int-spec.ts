import { owningService, SERVICE_NAMES } from '@abhyas/contracts';
import {
  publicRoutes,
  runRouteFuzz,
  startFakeOpenAi,
  statusHistogram,
  type FakeOpenAi,
} from '@abhyas/testing';
import { startStandalone, type Standalone } from './testing/standalone-harness';

// The web app plugin's static-file dependency is ES-module only; this test serves no web app.
jest.mock('@fastify/static', () => ({ __esModule: true, default: () => undefined }));

const SEED = 20261207;
const CASES = 800;

/**
 * Every public route of the platform as `npm start` runs it, fuzzed through the gateway's port
 * with a fixed seed: no answer may be a 5xx, and no refused request may write an event or an
 * outbox message. `bench/fuzz-routes.bench.ts` runs the same fuzzer longer.
 */
describe('every public route under generated and hostile input (standalone)', () => {
  let app: Standalone;
  let openAi: FakeOpenAi;
  const saved: Record<string, string | undefined> = {};

  beforeAll(async () => {
    // A configured model, so AI routes answer as in production instead of 503 'not configured'.
    openAi = await startFakeOpenAi();
    for (const [name, value] of Object.entries({
      OPENAI_API_KEY: 'sk-test-not-a-real-key',
      OPENAI_BASE_URL: openAi.url,
      // The fuzzer registers a new family when its own fuzzed sign-ins drew the sign-in limits.
      SIGN_UP_PER_ADDRESS_PER_HOUR: '1000000',
    })) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
    app = await startStandalone({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await openAi?.close();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) {
        delete process.env[name];
      } else {
        process.env[name] = value;
      }
    }
  });

  it('fuzzes routes of every service, read from their route tables', () => {
    const routes = publicRoutes(app.platform.services, app.platform.gateway);
    for (const service of SERVICE_NAMES) {
      expect([service, routes.some((route) => owningService(route.path) === service)]).toEqual([
        service,
        true,
      ]);
    }
    expect(routes.map((route) => route.route)).toEqual(
      expect.arrayContaining(['GET /api/health', 'POST /api/auth/register']),
    );
  });

  it('answers no 5xx and writes nothing for a refused request', async () => {
    const { platform } = app;
    const report = await runRouteFuzz(
      {
        url: app.url,
        services: platform.services,
        gateway: platform.gateway,
        db: platform.db,
        bus: platform.bus,
      },
      { cases: CASES, seed: SEED },
    );
    console.log(
      `route fuzz: ${report.cases} cases over ${report.routes} routes (seed ${report.seed}) in ` +
        `${report.elapsedMs} ms: ${statusHistogram(report.statuses)}`,
    );
    expect(report.findings).toEqual([]);
  }, 120_000);
});
