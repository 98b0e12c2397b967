import { execFileSync } from 'node:child_process';
import { parseAllDocuments } from 'yaml';
import {
  findRepositoryRoot,
  GUARDED_PROCESSES,
  PROCESSES,
  SECRET_VARIABLES,
  SERVICES,
} from './deploy-files.fixture';

type Labels = Record<string, string>;

interface Resource {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string };
  data?: Record<string, string>;
}

interface Probe {
  httpGet: { path: string; port: string };
}

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string } };
}

interface Container {
  image: string;
  ports: Array<{ name: string; containerPort: number }>;
  env: EnvVar[];
  envFrom: unknown[];
  resources: { requests: Labels; limits: Labels };
  securityContext: Record<string, unknown>;
  startupProbe: Probe;
  readinessProbe: Probe;
  livenessProbe: Probe;
}

interface Deployment extends Resource {
  spec: {
    template: {
      metadata: { labels: Labels; annotations?: Labels };
      spec: { securityContext: Record<string, unknown>; containers: Container[] };
    };
  };
}

interface ServiceResource extends Resource {
  spec: { selector: Labels; ports: Array<{ name: string; port: number; targetPort: string }> };
}

interface HorizontalPodAutoscaler extends Resource {
  spec: {
    scaleTargetRef: { apiVersion: string; kind: string; name: string };
    minReplicas: number;
    maxReplicas: number;
    metrics: unknown[];
  };
}

interface PodDisruptionBudget extends Resource {
  spec: { minAvailable: number; selector: { matchLabels: Labels } };
}

const PROBES = ['startupProbe', 'readinessProbe', 'livenessProbe'] as const;
const HIGH_TRAFFIC = new Set(['gateway', 'test-attempt']);

// jest.config.js leaves this file out, saying why, where kubectl is missing.
{
  describe('kubectl kustomize deploy/k8s', () => {
    let resources: Resource[];
    const find = (kind: string, name: string): Resource => {
      const found = resources.find((r) => r.kind === kind && r.metadata.name === name);
      if (found === undefined) {
        throw new Error(`${kind}/${name} is not rendered`);
      }
      return found;
    };
    const deployment = (name: string) => find('Deployment', name) as Deployment;
    const container = (name: string) => deployment(name).spec.template.spec.containers[0];

    beforeAll(() => {
      const rendered = execFileSync('kubectl', ['kustomize', 'deploy/k8s'], {
        cwd: findRepositoryRoot(),
        encoding: 'utf8',
      });
      resources = parseAllDocuments(rendered).map((document) => document.toJS() as Resource);
    });

    it('puts everything in the abhyas namespace', () => {
      expect(find('Namespace', 'abhyas')).toBeDefined();
      for (const resource of resources.filter((r) => r.kind !== 'Namespace')) {
        expect(`${resource.kind}/${resource.metadata.name}: ${resource.metadata.namespace}`).toBe(
          `${resource.kind}/${resource.metadata.name}: abhyas`,
        );
      }
    });

    it.each(PROCESSES)('renders a Deployment, Service, HPA and PDB for %s', (name) => {
      for (const kind of [
        'Deployment',
        'Service',
        'HorizontalPodAutoscaler',
        'PodDisruptionBudget',
      ]) {
        expect(find(kind, name)).toBeDefined();
      }
      expect(resources.filter((r) => r.kind === 'Deployment')).toHaveLength(PROCESSES.length);
    });

    it.each(PROCESSES)('%s runs its own image with probes on /health', (name) => {
      const app = container(name);

      expect(app.image).toBe(`abhyas/${name}`);
      for (const probe of PROBES) {
        expect(app[probe].httpGet).toEqual({ path: '/health', port: 'http' });
      }
      expect(app.resources.requests).toEqual(
        expect.objectContaining({ cpu: expect.any(String), memory: expect.any(String) }),
      );
      expect(app.resources.limits).toEqual(
        expect.objectContaining({ cpu: expect.any(String), memory: expect.any(String) }),
      );
    });

    it.each(PROCESSES)(
      '%s is scraped on its metrics port, which its Service does not expose',
      (name) => {
        const template = deployment(name).spec.template;
        const config = resources.find((r) => r.kind === 'ConfigMap') as Resource;

        expect(template.metadata.annotations).toMatchObject({
          'prometheus.io/scrape': 'true',
          'prometheus.io/port': '9464',
          'prometheus.io/path': '/metrics',
        });
        expect(container(name).ports).toEqual(
          expect.arrayContaining([{ name: 'metrics', containerPort: 9464 }]),
        );
        expect(config.data?.METRICS_PORT).toBe('9464');
        expect((find('Service', name) as ServiceResource).spec.ports).toEqual([
          { name: 'http', port: 80, targetPort: 'http' },
        ]);
      },
    );

    it.each(PROCESSES)('%s runs non-root on a read-only root file system', (name) => {
      const pod = deployment(name).spec.template.spec;
      const app = container(name);

      expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000 });
      expect(app.securityContext).toMatchObject({
        readOnlyRootFilesystem: true,
        allowPrivilegeEscalation: false,
        capabilities: { drop: ['ALL'] },
      });
    });

    it.each(PROCESSES)('%s is selected by its Service and PDB and scaled by its HPA', (name) => {
      const podLabels = deployment(name).spec.template.metadata.labels;
      const service = (find('Service', name) as ServiceResource).spec;
      const hpa = find('HorizontalPodAutoscaler', name) as HorizontalPodAutoscaler;
      const pdb = (find('PodDisruptionBudget', name) as PodDisruptionBudget).spec;

      expect(podLabels).toMatchObject(service.selector);
      expect(podLabels).toMatchObject(pdb.selector.matchLabels);
      expect(pdb.minAvailable).toBe(1);
      expect(hpa.apiVersion).toBe('autoscaling/v2');
      expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name });
      expect(hpa.spec.minReplicas).toBe(2);
      expect(hpa.spec.maxReplicas).toBe(HIGH_TRAFFIC.has(name) ? 20 : 10);
      expect(hpa.spec.metrics).toEqual([
        {
          type: 'Resource',
          resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } },
        },
      ]);
    });

    it.each(PROCESSES)('%s reads config from the ConfigMap and secrets by reference', (name) => {
      const app = container(name);
      const configMap = resources.find((r) => r.kind === 'ConfigMap');

      expect(app.envFrom).toEqual([{ configMapRef: { name: configMap?.metadata.name } }]);
      for (const variable of app.env) {
        if ((SECRET_VARIABLES as readonly string[]).includes(variable.name)) {
          expect(variable.value).toBeUndefined();
          expect(variable.valueFrom?.secretKeyRef?.name).toBe('abhyas-secrets');
        }
      }
    });

    it.each(GUARDED_PROCESSES)('%s reads JWT_SECRET from the Secret', (name) => {
      const jwt = container(name).env.find((v) => v.name === 'JWT_SECRET');

      expect(jwt?.valueFrom?.secretKeyRef).toEqual({ name: 'abhyas-secrets', key: 'JWT_SECRET' });
    });

    it('gives identity alone PIN_PEPPER, from the Secret', () => {
      const peppers = PROCESSES.map(
        (name) => container(name).env.find((v) => v.name === 'PIN_PEPPER')?.valueFrom?.secretKeyRef,
      );
      expect(peppers).toEqual(
        PROCESSES.map((name) =>
          name === 'identity' ? { name: 'abhyas-secrets', key: 'PIN_PEPPER' } : undefined,
        ),
      );
    });

    it('has payments take Razorpay by name, with its three keys from the Secret', () => {
      const env = container('payments').env;
      // Named, so a Secret missing a key stops payments at start instead of running the sandbox.
      expect(env.find((v) => v.name === 'PAYMENTS_PROVIDER')?.value).toBe('razorpay');
      for (const key of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET']) {
        expect(env.find((v) => v.name === key)?.valueFrom?.secretKeyRef).toEqual({
          name: 'abhyas-secrets',
          key,
        });
      }
    });

    it('has the gateway alone believe the ingress’s forwarded headers (TRUST_PROXY)', () => {
      const trustProxy = PROCESSES.map(
        (name) => container(name).env.find((v) => v.name === 'TRUST_PROXY')?.value,
      );
      const configMap = resources.find((r) => r.kind === 'ConfigMap');

      expect(trustProxy).toEqual(['1', ...SERVICES.map(() => undefined)]);
      expect(Object.keys(configMap?.data ?? {})).not.toContain('TRUST_PROXY');
    });

    it('gives each service its own database URL key and the gateway none', () => {
      const databaseKeys = PROCESSES.map(
        (name) =>
          container(name).env.find((v) => v.name === 'DATABASE_URL')?.valueFrom?.secretKeyRef?.key,
      );

      expect(databaseKeys[0]).toBeUndefined();
      expect(new Set(databaseKeys.slice(1)).size).toBe(PROCESSES.length - 1);
    });

    it('commits no secret values', () => {
      expect(resources.filter((r) => r.kind === 'Secret')).toEqual([]);
      const configMap = resources.find((r) => r.kind === 'ConfigMap');
      const keys = Object.keys(configMap?.data ?? {});
      for (const secret of SECRET_VARIABLES) {
        expect(keys).not.toContain(secret);
      }
      // No credentials in any URL (scheme://user:password@host).
      expect(JSON.stringify(resources)).not.toMatch(/[a-z]+:\/\/[^/\s"]+:[^/\s"]+@/i);
    });
  });
}
