import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { DEFAULT_METRICS_PORT } from '../process/run-service-process';
import { findRepositoryRoot, PROCESSES } from './deploy-files.fixture';

interface ComposeService {
  ports?: string[];
  expose?: string[];
  environment?: Record<string, string | number>;
}

/** `/metrics` lives on its own port in every shape, and no shape publishes it to the outside. */
describe('the metrics port in docker-compose.yml', () => {
  const compose = parse(readFileSync(join(findRepositoryRoot(), 'docker-compose.yml'), 'utf8'), {
    merge: true,
  }) as {
    services: Record<string, ComposeService>;
  };

  it.each(PROCESSES)('%s serves /metrics on 9464, inside the compose network only', (name) => {
    const service = compose.services[name];

    expect(DEFAULT_METRICS_PORT).toBe(9464);
    expect(service.environment?.METRICS_PORT).toBe(DEFAULT_METRICS_PORT);
    expect(service.environment?.PORT).not.toBe(DEFAULT_METRICS_PORT);
    expect((service.ports ?? []).join(' ')).not.toContain(String(DEFAULT_METRICS_PORT));
  });
});
