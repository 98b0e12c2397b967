import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { GATEWAY_PORT, servicePort } from '@abhyas/contracts';
import {
  findRepositoryRoot,
  GUARDED_PROCESSES,
  PROCESSES,
  SECRET_VARIABLES,
  SERVICES,
} from './deploy-files.fixture';

// `docker compose config` needs the compose plugin, which is not everywhere the tests run;
// this reads the file as compose would (YAML merge keys on) and checks what we rely on.

interface ComposeService {
  image?: string;
  build?: { context: string; args?: Record<string, string> };
  ports?: string[];
  environment?: Record<string, string | number>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  command?: string[];
}

const root = findRepositoryRoot();
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const service = (name: string): ComposeService => {
  const found = compose.services[name];
  if (found === undefined) {
    throw new Error(`docker-compose.yml has no service ${name}`);
  }
  return found;
};
const databaseName = (name: string) => name.replace(/-/g, '_');
const INTERPOLATION = /^\$\{[A-Z_]+(:[-?][^}]*)?\}$/;

describe('docker-compose.yml', () => {
  it('runs the infrastructure: PostgreSQL 15, Redis 7, Kafka in KRaft mode, collector, Jaeger', () => {
    expect(service('postgres').image).toMatch(/^postgres:15/);
    expect(service('redis').image).toMatch(/^redis:7/);
    expect(service('kafka').environment?.KAFKA_PROCESS_ROLES).toBe('broker,controller');
    expect(service('otel-collector').volumes).toContain(
      './deploy/otel-collector.yaml:/etc/otelcol/config.yaml:ro',
    );
    expect(service('jaeger').ports).toContain('16686:16686');
  });

  it('builds exactly the gateway and the services of SERVICE_NAMES, in that order', () => {
    const built = Object.entries(compose.services)
      .filter(([, definition]) => definition.build !== undefined)
      .map(([name]) => name);

    expect(built).toEqual([...PROCESSES]);
  });

  it('creates one database per service on first start', () => {
    const init = read('deploy/compose/postgres/init-databases.sql');
    const created = [...init.matchAll(/CREATE DATABASE (\w+);/g)].map((match) => match[1]);

    expect(created).toEqual(SERVICES.map(databaseName));
    expect(service('postgres').volumes).toContain(
      './deploy/compose/postgres/init-databases.sql:/docker-entrypoint-initdb.d/10-init-databases.sql:ro',
    );
  });

  it('routes the gateway on 5020 to every service', () => {
    const gateway = service('gateway');
    const urls = String(gateway.environment?.SERVICE_URLS).split(',');

    expect(gateway.ports).toEqual([`${GATEWAY_PORT}:${GATEWAY_PORT}`]);
    expect(gateway.environment?.PORT).toBe(GATEWAY_PORT);
    expect(urls).toEqual(SERVICES.map((name) => `${name}=http://${name}:${servicePort(name)}`));
    expect(gateway.depends_on?.identity).toEqual({ condition: 'service_healthy' });
    expect(gateway.depends_on?.['test-attempt']).toEqual({ condition: 'service_healthy' });
    expect(
      Object.keys(gateway.depends_on ?? {})
        .filter((name) => compose.services[name]?.build)
        .sort(),
    ).toEqual([...SERVICES].sort());
  });

  it.each(GUARDED_PROCESSES)('%s gets JWT_SECRET from the environment', (name) => {
    expect(service(name).environment?.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
  });

  it('gives PIN_PEPPER to identity alone, required (identity refuses production without it)', () => {
    const holders = Object.entries(compose.services)
      .filter(([, definition]) => definition.environment?.PIN_PEPPER !== undefined)
      .map(([name]) => name);
    expect(holders).toEqual(['identity']);
    expect(service('identity').environment?.PIN_PEPPER).toMatch(/^\$\{PIN_PEPPER:\?/);
  });

  it('has payments name its provider, required (production refuses to guess the sandbox)', () => {
    expect(service('payments').environment?.PAYMENTS_PROVIDER).toMatch(/^\$\{PAYMENTS_PROVIDER:\?/);
  });

  it('lets payments reach the ledger', () => {
    expect(service('payments').environment?.SERVICE_URLS).toBe(
      `credits-ledger=http://credits-ledger:${servicePort('credits-ledger')}`,
    );
  });

  it.each(SERVICES.map((name) => [name, servicePort(name)] as const))(
    '%s listens on %i with its own database, Kafka and the collector',
    (name, port) => {
      const definition = service(name);
      const environment = definition.environment ?? {};

      expect(definition.build?.args?.SERVICE).toBe(name);
      expect(definition.image).toBe(`abhyas/${name}:local`);
      expect(definition.ports).toEqual([`${port}:${port}`]);
      expect(environment.PORT).toBe(port);
      expect(environment.DATABASE_URL).toMatch(
        new RegExp(
          `^postgres://abhyas:\\$\\{POSTGRES_PASSWORD:\\?[^}]+\\}@postgres:5432/${databaseName(name)}$`,
        ),
      );
      expect(environment).toMatchObject({
        TRANSPORT: 'kafka',
        KAFKA_BROKERS: 'kafka:9092',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318',
      });
    },
  );

  it.each(['gateway', ...SERVICES])(
    '%s has a /health check and waits for healthy infrastructure',
    (name) => {
      const definition = service(name);

      expect(definition.healthcheck?.test.join(' ')).toContain('/health');
      expect(definition.depends_on).toMatchObject({
        postgres: { condition: 'service_healthy' },
        kafka: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
        'otel-collector': { condition: 'service_started' },
      });
    },
  );

  it('takes every secret from the environment, never a literal', () => {
    // DATABASE_URL embeds ${POSTGRES_PASSWORD} (checked above); REDIS_URL has no password here.
    const interpolated = SECRET_VARIABLES.filter((v) => v !== 'DATABASE_URL' && v !== 'REDIS_URL');
    for (const [name, definition] of Object.entries(compose.services)) {
      for (const [variable, value] of Object.entries(definition.environment ?? {})) {
        if ((interpolated as readonly string[]).includes(variable)) {
          expect({ [`${name}.${variable}`]: value }).toEqual({
            [`${name}.${variable}`]: expect.stringMatching(INTERPOLATION),
          });
        }
      }
    }
  });

  it('documents every interpolated variable in the example env file', () => {
    const example = read('deploy/compose/abhyas.env.example');
    const used = new Set(
      [...read('docker-compose.yml').matchAll(/\$\{([A-Z_]+)/g)].map((m) => m[1]),
    );

    for (const variable of used) {
      expect(example).toMatch(new RegExp(`^${variable}=`, 'm'));
    }
  });

  it('points at files that exist', () => {
    for (const definition of Object.values(compose.services)) {
      for (const volume of definition.volumes ?? []) {
        const source = volume.split(':')[0];
        if (source.startsWith('./')) {
          expect(existsSync(join(root, source))).toBe(true);
        }
      }
    }
  });
});

describe('deploy/otel-collector.yaml', () => {
  it('receives OTLP and exports traces to Jaeger', () => {
    const config = parse(read('deploy/otel-collector.yaml'));

    expect(config.receivers.otlp.protocols.http.endpoint).toBe('0.0.0.0:4318');
    expect(config.exporters['otlp/jaeger'].endpoint).toBe('jaeger:4317');
    expect(config.service.pipelines.traces).toEqual({
      receivers: ['otlp'],
      processors: ['memory_limiter', 'batch'],
      exporters: ['otlp/jaeger'],
    });
  });
});
