// Registers a stamped service everywhere a service is listed: SERVICE_NAMES (standalone, the
// distributed launcher, health and eslint derive from it), the gateway prefix, the path aliases,
// the standalone definitions, compose and k8s. Every edit is computed first: if one anchor is
// missing nothing is written, and the error names the file, so a half-registered service cannot
// happen. Used by tools/scaffold-service.mjs and by its test (on a copy of these files).
const fs = require('node:fs');
const path = require('node:path');
const { namesOf } = require('./service-files.cjs');

/** Inserts `text` at the match's end (or before it with `before`); throws when there is none. */
const insertAt = (source, pattern, text, { file, what, before = false }) => {
  const match = pattern.exec(source);
  if (!match) {
    throw new Error(`${file}: cannot find where ${what} goes`);
  }
  const at = before ? match.index : match.index + match[0].length;
  return source.slice(0, at) + text + source.slice(at);
};

/** The names already listed, in order, and the port base (ports are base + 1.. in that order). */
const listedServices = (serviceNamesSource) => {
  const list = /export const SERVICE_NAMES = \[([^\]]*)\] as const/.exec(serviceNamesSource);
  if (!list) {
    throw new Error('service-names.ts: SERVICE_NAMES not found');
  }
  const base = /export const SERVICE_PORT_BASE = (\d+)/.exec(serviceNamesSource);
  return {
    names: [...list[1].matchAll(/'([a-z-]+)'/g)].map((match) => match[1]),
    portBase: base ? Number(base[1]) : 5100,
  };
};

const k8sKustomization = (service, databaseKey) => `apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
resources:
  - ../../base/service

labels:
  - pairs:
      app.kubernetes.io/name: ${service}
    includeSelectors: true
    includeTemplates: true

images:
  - name: abhyas/service
    newName: abhyas/${service}

patches:
  # The secrets this service needs, by key of the out-of-band Secret \`abhyas-secrets\`.
  # JWT_SECRET checks the gateway's signed principal on its guarded routes.
  - target:
      kind: Deployment
    patch: |-
      apiVersion: apps/v1
      kind: Deployment
      metadata:
        name: service
      spec:
        template:
          spec:
            containers:
              - name: app
                env:
                  - name: DATABASE_URL
                    valueFrom:
                      secretKeyRef: { name: abhyas-secrets, key: ${databaseKey} }
                  - name: JWT_SECRET
                    valueFrom:
                      secretKeyRef: { name: abhyas-secrets, key: JWT_SECRET }
  # Names the base's Deployment, Service, HPA and PDB after this service.
  - target:
      name: service
    patch: |-
      - op: replace
        path: /metadata/name
        value: ${service}
  - target:
      kind: HorizontalPodAutoscaler
    patch: |-
      - op: replace
        path: /spec/scaleTargetRef/name
        value: ${service}
`;

const composeService = (service, schema, port) => `
  ${service}:
    <<: *node-service
    image: abhyas/${service}:local
    build:
      context: .
      args:
        SERVICE: ${service}
    ports:
      - '${port}:${port}'
    environment:
      <<: *service-env
      PORT: ${port}
      DATABASE_URL: postgres://abhyas:\${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD in .env}@postgres:5432/${schema}
      JWT_SECRET: \${JWT_SECRET:?set JWT_SECRET in .env (see deploy/README.md)}
`;

/**
 * The edits that register `service` under `root`, as { file: newContent } plus the new files.
 * Throws (writing nothing) when the service is listed already or an anchor is missing.
 */
const registrationOf = (root, service) => {
  const { camel, schema } = namesOf(service);
  const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
  const namesFile = 'libs/contracts/src/services/service-names.ts';
  const { names, portBase } = listedServices(read(namesFile));
  if (names.includes(service)) {
    throw new Error(`${service} is in SERVICE_NAMES already`);
  }
  const port = portBase + names.length + 1;
  const last = names[names.length - 1];
  const databaseKey = `${schema.toUpperCase()}_DATABASE_URL`;
  const changes = {};
  const change = (file, edit) => {
    changes[file] = edit(changes[file] ?? read(file), file);
  };

  change(namesFile, (source, file) =>
    insertAt(source, /\n\] as const/, `\n  '${service}',`, {
      file,
      what: 'the name',
      before: true,
    }),
  );
  change('libs/contracts/src/services/service-routes.ts', (source, file) =>
    insertAt(source, /\n\];/, `\n  { prefix: '/api/${service}', service: '${service}' },`, {
      file,
      what: 'the gateway prefix',
      before: true,
    }),
  );
  for (const config of ['tsconfig.base.json', '.swcrc']) {
    change(config, (source, file) =>
      insertAt(
        source,
        /"@abhyas\/gateway": \[/,
        `"@abhyas/${service}": ["libs/${service}/src/index.ts"],\n      `,
        { file, what: 'the path alias', before: true },
      ),
    );
  }
  change('apps/standalone/src/all-services.ts', (source, file) =>
    insertAt(
      insertAt(
        source,
        /import type \{ ServiceDefinition \} from '@abhyas\/runtime';\n/,
        `import { ${camel}Service } from '@abhyas/${service}';\n`,
        { file, what: 'the import', before: true },
      ),
      /const DEFINITIONS: [^]*?(?=\n};)/,
      `\n  '${service}': ${camel}Service,`,
      { file, what: 'the definition' },
    ),
  );

  change('docker-compose.yml', (source, file) => {
    const lines = source.split('\n');
    const urls = lines.findIndex(
      (line) =>
        /^\s+SERVICE_URLS: /.test(line) && names.every((name) => line.includes(`${name}=http://`)),
    );
    if (urls < 0) {
      throw new Error(`${file}: cannot find the gateway's SERVICE_URLS`);
    }
    lines[urls] += `,${service}=http://${service}:${port}`;
    const withUrl = lines.join('\n');
    const dependsOn = insertAt(
      withUrl,
      new RegExp(`\\n      ${last}:\\n        condition: service_\\w+`),
      `\n      ${service}:\n        condition: service_started`,
      { file, what: "the gateway's depends_on" },
    );
    return insertAt(dependsOn, /\nvolumes:\n/, composeService(service, schema, port), {
      file,
      what: 'the service',
      before: true,
    });
  });
  change(
    'deploy/compose/postgres/init-databases.sql',
    (source) => `${source.trimEnd()}\nCREATE DATABASE ${schema};\n`,
  );
  change('deploy/k8s/kustomization.yaml', (source, file) =>
    insertAt(source, new RegExp(`\\n  - services/${last}`), `\n  - services/${service}`, {
      file,
      what: 'the resource',
    }),
  );
  change('deploy/k8s/config/platform.env', (source, file) =>
    insertAt(source, /^SERVICE_URLS=.*$/m, `,${service}=http://${service}`, {
      file,
      what: 'the service URL',
    }),
  );
  changes[`deploy/k8s/services/${service}/kustomization.yaml`] = k8sKustomization(
    service,
    databaseKey,
  );

  return {
    changes,
    port,
    leftForAPerson: [
      `deploy/README.md: ${service} on port ${port}, and the Secret key ${databaseKey}`,
      `libs/platform/runtime/src/deploy/deploy-files.fixture.ts: add ${service} to GUARDED_PROCESSES while it has signed-in routes`,
      `libs/contracts/src/services/service-routes.ts: narrow /api/${service} to the prefixes the spec documents`,
      `the web app: its screens' feature in apps/web/src/features/dashboard/available-features.ts, when they exist`,
    ],
  };
};

module.exports = { registrationOf };
