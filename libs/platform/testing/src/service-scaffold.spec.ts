import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const root = path.resolve(__dirname, '../../../..');
/** Inside the repository so packages resolve; a fixed path so tsc's incremental info is reused. */
const work = path.join(root, 'tmp', 'scaffold-spec');
const buildInfo = path.join(root, 'tmp', 'scaffold-spec.tsbuildinfo');

/** Every file the scaffold edits to register a service (contracts whole: the typecheck uses it). */
const REGISTRY = [
  'libs/contracts',
  'tsconfig.base.json',
  '.swcrc',
  'apps/standalone/src/all-services.ts',
  'docker-compose.yml',
  'deploy/compose/postgres/init-databases.sql',
  'deploy/k8s/kustomization.yaml',
  'deploy/k8s/config/platform.env',
];

const scaffold = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(root, 'tools/scaffold-service.mjs'), ...args], {
    cwd: root,
    encoding: 'utf8',
  });
const read = (file: string) => fs.readFileSync(path.join(work, file), 'utf8');

interface ComposeService {
  ports?: string[];
  environment?: Record<string, string | number>;
  depends_on?: Record<string, unknown>;
  build?: { args?: Record<string, string> };
}

/**
 * tools/scaffold-service.mjs run on a copy of the files it edits: it stamps every layer of a new
 * service, registers it wherever a service is listed, and what it writes typechecks (tsc, with
 * the copy's contracts and aliases in place of the repository's).
 */
describe('tools/scaffold-service.mjs', () => {
  let stamped: ReturnType<typeof scaffold>;

  beforeAll(() => {
    fs.rmSync(work, { recursive: true, force: true });
    for (const file of REGISTRY) {
      fs.cpSync(path.join(root, file), path.join(work, file), { recursive: true });
    }
    stamped = scaffold('report-cards', '--root', work);
  });
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it('stamps every layer of a service and says what is left', () => {
    expect(stamped.stderr).toBe('');
    expect(stamped.status).toBe(0);
    for (const file of [
      'libs/report-cards/src/domain/note.events.ts',
      'libs/report-cards/src/domain/note.decider.ts',
      'libs/report-cards/src/domain/note.stream.ts',
      'libs/report-cards/src/domain/note.decider.spec.ts',
      'libs/report-cards/src/application/notes.handler.ts',
      'libs/report-cards/src/application/notes.projection.ts',
      'libs/report-cards/src/application/notes.int-spec.ts',
      'libs/report-cards/src/http/notes.controller.ts',
      'libs/report-cards/src/http/notes.int-spec.ts',
      'libs/report-cards/src/infrastructure/report-cards.migrations.ts',
      'libs/report-cards/src/infrastructure/report-cards.repository.ts',
      'libs/report-cards/src/report-cards.service.ts',
      'libs/report-cards/testing/report-cards-test-client.ts',
      'libs/report-cards/README.md',
      'apps/report-cards/src/main.ts',
      'deploy/k8s/services/report-cards/kustomization.yaml',
    ]) {
      expect([file, fs.existsSync(path.join(work, file))]).toEqual([file, true]);
    }
    expect(read('libs/report-cards/src/application/notes.int-spec.ts')).toContain(
      'expectRebuildEqualsLive',
    );
    expect(read('libs/report-cards/src/http/notes.controller.ts')).toContain('@RequireAccess(');
    expect(stamped.stdout).toContain('Left for you');
  });

  it('registers the name in SERVICE_NAMES, the gateway, the aliases and standalone', () => {
    expect(read('libs/contracts/src/services/service-names.ts')).toMatch(
      /'learning-analytics',\n {2}'report-cards',\n\] as const/,
    );
    expect(read('libs/contracts/src/services/service-routes.ts')).toContain(
      "{ prefix: '/api/report-cards', service: 'report-cards' }",
    );
    for (const config of ['tsconfig.base.json', '.swcrc']) {
      const options = JSON.parse(read(config)) as {
        compilerOptions?: { paths: object };
        jsc?: { paths: object };
      };
      const aliases = (options.compilerOptions ?? options.jsc)?.paths;
      expect(aliases).toMatchObject({
        '@abhyas/report-cards': ['libs/report-cards/src/index.ts'],
      });
    }
    expect(read('apps/standalone/src/all-services.ts')).toContain(
      "'report-cards': reportCardsService,",
    );
  });

  it('adds the service to compose and k8s on the next port', () => {
    const compose = parse(read('docker-compose.yml')) as {
      services: Record<string, ComposeService>;
    };
    const service = compose.services['report-cards'];
    expect(service.build?.args?.SERVICE).toBe('report-cards');
    expect(service.ports).toEqual(['5108:5108']);
    expect(service.environment?.DATABASE_URL).toMatch(/@postgres:5432\/report_cards$/);
    const gateway = compose.services.gateway;
    expect(String(gateway.environment?.SERVICE_URLS)).toMatch(
      /,learning-analytics=http:\/\/learning-analytics:5107,report-cards=http:\/\/report-cards:5108$/,
    );
    expect(gateway.depends_on?.['report-cards']).toEqual({ condition: 'service_started' });
    expect(read('deploy/compose/postgres/init-databases.sql')).toMatch(
      /CREATE DATABASE report_cards;\n$/,
    );

    const k8s = parse(read('deploy/k8s/kustomization.yaml')) as { resources: string[] };
    expect(k8s.resources.slice(-2)).toEqual([
      'services/learning-analytics',
      'services/report-cards',
    ]);
    expect(read('deploy/k8s/config/platform.env')).toMatch(
      /^SERVICE_URLS=.*,report-cards=http:\/\/report-cards$/m,
    );
    const own = parse(read('deploy/k8s/services/report-cards/kustomization.yaml')) as {
      images: { newName: string }[];
    };
    expect(own.images).toEqual([{ name: 'abhyas/service', newName: 'abhyas/report-cards' }]);
  });

  it('refuses a name that is listed already and writes nothing', () => {
    const refused = scaffold('payments', '--root', work);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('payments is in SERVICE_NAMES already: nothing written');
    expect(fs.existsSync(path.join(work, 'libs/payments'))).toBe(false);
  });

  it('stamps TypeScript that typechecks, registration included', () => {
    const aliases = (
      JSON.parse(read('tsconfig.base.json')) as {
        compilerOptions: { paths: Record<string, string[]> };
      }
    ).compilerOptions.paths;
    const inWorkOrRoot = (target: string) =>
      fs.existsSync(path.join(work, target)) ? path.join(work, target) : path.join(root, target);
    fs.writeFileSync(
      path.join(work, 'tsconfig.json'),
      JSON.stringify({
        extends: path.join(root, 'tsconfig.base.json'),
        compilerOptions: {
          noEmit: true,
          incremental: true,
          tsBuildInfoFile: buildInfo,
          paths: Object.fromEntries(
            Object.entries(aliases).map(([alias, [target]]) => [alias, [inWorkOrRoot(target)]]),
          ),
        },
        include: [
          'libs/report-cards/**/*.ts',
          'apps/report-cards/**/*.ts',
          'apps/standalone/src/all-services.ts',
        ],
      }),
    );
    const tsc = path.join(root, 'node_modules/.bin/tsc');
    try {
      execFileSync(tsc, ['-p', path.join(work, 'tsconfig.json')], { cwd: root, stdio: 'pipe' });
    } catch (error) {
      throw new Error(String((error as { stdout?: Buffer }).stdout ?? error));
    }
  }, 180_000);
});
