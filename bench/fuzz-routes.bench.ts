/**
 * The route fuzzer of `apps/standalone/src/route-fuzz.int-spec.ts`, run long: FUZZ_CASES
 * requests (default 10,000) generated from the contracts' schemas and hostile values, over
 * every public route, through the gateway's port, signed in as a parent, as their child and as
 * nobody. Prints the cases, the histogram of statuses, the 5xx count, every finding (a 5xx, no
 * answer, or a refused request that wrote an event or an outbox message) and the time taken.
 *
 *   node -r ./bench/register.js bench/fuzz-routes.bench.ts
 *
 * FUZZ_SEED fixes the run (a random seed otherwise, printed so a finding can be replayed).
 * The standalone shape in-process (bench/lib/standalone-in-process.ts): every service and the
 * gateway on in-memory PGlite and the in-process bus, the model a fake OpenAI-compatible server.
 * Exits 1 when anything was found.
 */
import { randomInt } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { runRouteFuzz, startFakeOpenAi, statusHistogram } from '@abhyas/testing';
import { envSetting } from './lib/closed-loop';
import { startInProcessPlatform } from './lib/standalone-in-process';

const CASES = envSetting('FUZZ_CASES', 10_000, 1, 1_000_000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomInt(2 ** 31);

const main = async () => {
  const openAi = await startFakeOpenAi();
  const platform = await startInProcessPlatform(undefined, {
    env: { OPENAI_API_KEY: 'sk-bench-not-a-real-key', OPENAI_BASE_URL: openAi.url },
  });
  await platform.gateway.listen(0, '127.0.0.1');
  const { port } = platform.gateway.getHttpServer().address() as AddressInfo;
  console.log(`route fuzz: ${CASES} cases, seed ${SEED}, Node ${process.version}`);
  try {
    const report = await runRouteFuzz(
      {
        url: `http://127.0.0.1:${port}`,
        services: platform.services,
        gateway: platform.gateway,
        db: platform.db,
        bus: platform.bus,
      },
      {
        cases: CASES,
        seed: SEED,
        onProgress: (done) => {
          if (done % 1000 === 0) {
            console.log(`  ${done} cases`);
          }
        },
      },
    );
    const serverErrors = Object.entries(report.statuses)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, count]) => sum + count, 0);
    console.log(`\nroutes: ${report.routes}`);
    console.log(`cases: ${report.cases}`);
    console.log(`statuses: ${statusHistogram(report.statuses)}`);
    console.log(`5xx: ${serverErrors}`);
    console.log(`findings: ${report.findings.length}`);
    for (const finding of report.findings) {
      console.log(JSON.stringify(finding));
    }
    console.log(`elapsed: ${(report.elapsedMs / 1000).toFixed(1)} s`);
    process.exitCode = report.findings.length > 0 ? 1 : 0;
  } finally {
    await platform.close();
    await openAi.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
