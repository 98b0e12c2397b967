import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { GATEWAY_PORT, SERVICE_NAMES, SERVICE_PORT_BASE, servicePort } from '@abhyas/contracts';
import { findRepositoryRoot, PROCESSES, SERVICES } from './deploy-files.fixture';

// The YAML cannot import SERVICE_NAMES, so these hold it to the list: a service added to (or
// removed from) SERVICE_NAMES fails here until deploy/k8s says the same. Reads the files
// themselves, so it runs without kubectl (kustomize-render.int-spec.ts checks the rendering).

const root = findRepositoryRoot();
const read = (path: string) => readFileSync(join(root, path), 'utf8');

describe('deploy/k8s', () => {
  it('deploys exactly the gateway and the services of SERVICE_NAMES, in that order', () => {
    const kustomization = parse(read('deploy/k8s/kustomization.yaml')) as { resources: string[] };
    const folders = readdirSync(join(root, 'deploy/k8s/services'));

    expect(kustomization.resources.filter((r) => r.startsWith('services/'))).toEqual(
      PROCESSES.map((name) => `services/${name}`),
    );
    expect([...folders].sort()).toEqual([...PROCESSES].sort());
  });

  it.each(PROCESSES)('names everything in services/%s after it', (name) => {
    const kustomization = parse(read(`deploy/k8s/services/${name}/kustomization.yaml`)) as {
      images: { newName: string }[];
      labels: { pairs: Record<string, string> }[];
      patches: { patch: string }[];
    };

    expect(kustomization.images.map((image) => image.newName)).toEqual([`abhyas/${name}`]);
    expect(kustomization.labels[0].pairs['app.kubernetes.io/name']).toBe(name);
    const renames = kustomization.patches.filter((p) => p.patch.includes('op: replace'));
    expect(renames.map((p) => p.patch.trim().split('value: ')[1])).toEqual([name, name]);
  });

  it("routes the gateway to every service of SERVICE_NAMES through the services' DNS names", () => {
    const env = read('deploy/k8s/config/platform.env');
    const urls = /^SERVICE_URLS=(.*)$/m.exec(env)?.[1].split(',');

    expect(urls).toEqual(SERVICES.map((name) => `${name}=http://${name}`));
  });
});

describe('tools/service-names.cjs', () => {
  // eslint's scopes and the distributed launcher read the list through it, unbuilt.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const tools = require(join(root, 'tools/service-names.cjs')) as {
    SERVICE_NAMES: readonly string[];
    GATEWAY_PORT: number;
    SERVICE_PORT_BASE: number;
    servicePort: (service: string, base?: number) => number;
  };

  it('gives the tools the same services and ports as the contracts', () => {
    expect(tools.SERVICE_NAMES).toEqual(SERVICE_NAMES);
    expect(tools.GATEWAY_PORT).toBe(GATEWAY_PORT);
    expect(tools.SERVICE_PORT_BASE).toBe(SERVICE_PORT_BASE);
    expect(SERVICE_NAMES.map((name) => tools.servicePort(name))).toEqual(
      SERVICE_NAMES.map((name) => servicePort(name)),
    );
  });

  it('numbers the services from the base, one port each', () => {
    expect(SERVICE_NAMES.map((name) => servicePort(name))).toEqual(
      SERVICE_NAMES.map((_, index) => SERVICE_PORT_BASE + 1 + index),
    );
  });
});

describe('path aliases', () => {
  it('are the same for the server build (.swcrc) as for TypeScript and jest (tsconfig.base.json)', () => {
    const aliases = (file: string) =>
      JSON.parse(read(file)) as { compilerOptions?: { paths: object }; jsc?: { paths: object } };
    const swc = aliases('.swcrc').jsc?.paths;
    const ts = aliases('tsconfig.base.json').compilerOptions?.paths;
    expect(swc).toEqual(ts);
  });
});
