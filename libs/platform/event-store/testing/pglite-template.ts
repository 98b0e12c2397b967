import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const TEMPLATE_ENV = 'ABHYAS_PGLITE_TEMPLATE';

const pgliteVersion = (): string => {
  const packageJson = path.join(
    path.dirname(require.resolve('@electric-sql/pglite')),
    '..',
    'package.json',
  );
  return (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
};

/**
 * initdb dominates a fresh PGlite's start (seconds); a data folder dumped once per PGlite
 * version and loaded by every suite starts in under a second. Called from the jest global setup.
 */
export async function preparePgliteTemplate(): Promise<void> {
  const file = path.join(tmpdir(), `abhyas-pglite-template-${pgliteVersion()}.tar`);
  if (!existsSync(file)) {
    const db = await PGlite.create();
    const dump = await db.dumpDataDir('none');
    await db.close();
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  process.env[TEMPLATE_ENV] = file;
}

/** A fresh in-memory PGlite, from the template when the global setup made one. */
export async function createTestPglite(): Promise<PGlite> {
  const file = process.env[TEMPLATE_ENV];
  if (file && existsSync(file)) {
    return PGlite.create({ loadDataDir: new Blob([readFileSync(file)]) });
  }
  return PGlite.create();
}
