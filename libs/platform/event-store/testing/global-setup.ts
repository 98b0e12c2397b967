import { preparePgliteTemplate } from './pglite-template';
import { postgresUrl } from './test-engines';

/** Runs once per jest run: prepares the PGlite template and says why PostgreSQL suites are absent. */
export default async function globalSetup(): Promise<void> {
  await preparePgliteTemplate();
  if (!postgresUrl()) {
    console.info(
      '[event-store] DATABASE_URL is not set: integration suites run on PGlite only; the PostgreSQL variants are not registered. ' +
        'Set DATABASE_URL=postgres://... to run them too.',
    );
  }
}
