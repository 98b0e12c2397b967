import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../../..');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the scaffold is a plain CommonJS tool
const { serviceFiles } = require(path.join(root, 'tools/scaffold/service-files.cjs')) as {
  serviceFiles: (name: string) => Record<string, string>;
};

/**
 * The scaffold's output is a service that compiles against today's platform blocks. It is stamped
 * into tmp/ (inside the repository, so packages resolve) under an existing service's name (the
 * name must be one of SERVICE_NAMES to type as a ServiceDefinition) and typechecked with tsc.
 */
describe('tools/scaffold-service.mjs', () => {
  const out = path.join(root, 'tmp', `scaffold-spec-${process.pid}`);
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it('stamps every layer of a service', () => {
    const files = Object.keys(serviceFiles('learning-analytics'));
    for (const expected of [
      'libs/learning-analytics/src/domain/note.stream.ts',
      'libs/learning-analytics/src/domain/note.decider.spec.ts',
      'libs/learning-analytics/src/application/notes.handler.ts',
      'libs/learning-analytics/src/application/notes.projection.ts',
      'libs/learning-analytics/src/application/notes.int-spec.ts',
      'libs/learning-analytics/src/http/notes.controller.ts',
      'libs/learning-analytics/src/infrastructure/learning-analytics.repository.ts',
      'libs/learning-analytics/testing/fixed-clock.ts',
      'libs/learning-analytics/README.md',
      'apps/learning-analytics/src/main.ts',
    ]) {
      expect(files).toContain(expected);
    }
  });

  it('stamps TypeScript that typechecks', () => {
    const files = serviceFiles('learning-analytics');
    for (const [file, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
      fs.writeFileSync(path.join(out, file), content);
    }
    fs.writeFileSync(
      path.join(out, 'tsconfig.json'),
      JSON.stringify({
        extends: path.join(root, 'tsconfig.base.json'),
        compilerOptions: { noEmit: true, types: ['jest', 'node'] },
        include: [path.join(out, '**/*.ts')],
      }),
    );
    const tsc = path.join(root, 'node_modules/.bin/tsc');
    expect(() =>
      execFileSync(tsc, ['-p', path.join(out, 'tsconfig.json')], { cwd: root, stdio: 'pipe' }),
    ).not.toThrow();
  }, 120_000);
});
