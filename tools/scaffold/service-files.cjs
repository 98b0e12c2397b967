// The files of a new service built from the platform blocks (libs/platform/README.md): one
// example slice, a "note" a parent records for themselves, through every layer, so the next
// engineer starts from working code with its tests and replaces the slice with the real one.
// Used by tools/scaffold-service.mjs and by its test (which typechecks the result).

/** `report-cards` → `reportCards` / `ReportCards` / `report_cards`. */
const namesOf = (service) => {
  const words = service.split('-');
  const pascal = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  return {
    service,
    camel: pascal[0].toLowerCase() + pascal.slice(1),
    pascal,
    schema: service.replace(/-/g, '_'),
  };
};

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

const projectFiles = (dir, packageName, tags, depth) => ({
  [`${dir}/package.json`]: json({
    name: packageName,
    version: '0.0.0',
    private: true,
    main: 'src/index.ts',
    scripts: {
      lint: 'eslint .',
      typecheck: 'tsc -p tsconfig.json --noEmit',
      test: 'jest --passWithNoTests',
    },
    nx: { tags },
  }),
  [`${dir}/tsconfig.json`]: json({
    extends: `${'../'.repeat(depth)}tsconfig.base.json`,
    include: ['src/**/*.ts', 'testing/**/*.ts'],
  }),
  [`${dir}/jest.config.js`]: `const { jestConfig } = require('${'../'.repeat(depth)}jest.preset.js');\n\nmodule.exports = jestConfig(__dirname);\n`,
});

/** Every file of the service `service`, keyed by its path from the repository root. */
const serviceFiles = (service) => {
  const n = namesOf(service);
  const lib = `libs/${service}`;
  const src = `${lib}/src`;
  return {
    ...projectFiles(lib, `@abhyas/${service}`, ['type:service', `scope:${service}`], 2),
    ...projectFiles(
      `apps/${service}`,
      `@abhyas/${service}-app`,
      ['type:app', `scope:${service}`],
      2,
    ),
    [`apps/${service}/src/main.ts`]: `import { launchServiceProcess } from '@abhyas/runtime/launch';

launchServiceProcess(
  '${service}',
  async () => (await import('@abhyas/${service}')).${n.camel}Service,
);
`,
    [`${src}/index.ts`]: `export * from './${service}.service';\n`,
    [`${src}/domain/note.events.ts`]: `import { defineEvents, type EventOf } from '@abhyas/event-store/domain';
import { z } from 'zod';

/** Events of a \`note-<noteId>\` stream. The type name is stored: a new shape is a new name. */
export const noteEvents = defineEvents({
  NoteRecorded: z.object({
    noteId: z.string(),
    parentId: z.string(),
    text: z.string().min(1),
    recordedAt: z.string(),
  }),
});

export type NoteEvent = EventOf<typeof noteEvents>;
`,
    [`${src}/domain/${service}.errors.ts`]: `import { RuleViolation } from '@abhyas/event-store/domain';

/** Rules the ${service} deciders enforce; the application maps each to an HTTP answer once. */
export enum ${n.pascal}Rule {
  NoteIdTaken = 'NOTE_ID_TAKEN',
}

export class ${n.pascal}RuleViolation extends RuleViolation<${n.pascal}Rule> {}
`,
    [`${src}/domain/note.decider.ts`]: `import type { Decider } from '@abhyas/event-store/domain';
import { ${n.pascal}Rule, ${n.pascal}RuleViolation } from './${service}.errors';
import type { NoteEvent } from './note.events';

export interface RecordNote {
  type: 'RecordNote';
  data: { noteId: string; parentId: string; text: string };
  metadata: { now: Date };
}

export type NoteState = { status: 'Empty' } | { status: 'Recorded'; parentId: string };

/**
 * A note is recorded once; a retried request with the same id records nothing new, and the id
 * stays its parent's.
 */
export const noteDecider: Decider<RecordNote, NoteEvent, NoteState> = {
  initialState: () => ({ status: 'Empty' }),
  evolve: (_state, event) => ({ status: 'Recorded', parentId: event.data.parentId }),
  decide: (command, state) => {
    if (state.status === 'Empty') {
      return [
        {
          type: 'NoteRecorded',
          data: { ...command.data, recordedAt: command.metadata.now.toISOString() },
        },
      ];
    }
    if (state.parentId !== command.data.parentId) {
      throw new ${n.pascal}RuleViolation(${n.pascal}Rule.NoteIdTaken);
    }
    return [];
  },
};
`,
    [`${src}/domain/note.stream.ts`]: `import { defineStream } from '@abhyas/event-store/domain';
import { noteDecider } from './note.decider';
import { noteEvents } from './note.events';

/**
 * A parent's note. Nothing is public: to publish an event, declare its contract in
 * libs/contracts/src/events/${service}/ and map it here under \`publishes\`.
 */
export const noteStream = defineStream({ type: 'note', events: noteEvents, decider: noteDecider });
`,
    [`${src}/domain/note.decider.spec.ts`]: `import { deciderSpec } from '@abhyas/testing';
import { ${n.pascal}RuleViolation } from './${service}.errors';
import { noteDecider } from './note.decider';

const now = new Date('2026-11-25T10:00:00.000Z');
const record = { type: 'RecordNote' as const, data: { noteId: 'n1', parentId: 'p1', text: 'Revise fractions' }, metadata: { now } };
const recorded = { type: 'NoteRecorded' as const, data: { noteId: 'n1', parentId: 'p1', text: 'Revise fractions', recordedAt: now.toISOString() } };

describe('note decider', () => {
  it('records a new note', () => {
    deciderSpec(noteDecider).given([]).when(record).then([recorded]);
  });

  it('records nothing for a repeat', () => {
    deciderSpec(noteDecider).given([recorded]).when(record).then([]);
  });

  it("refuses another parent's note id", () => {
    const theirs = { ...record, data: { ...record.data, parentId: 'p2' } };
    deciderSpec(noteDecider).given([recorded]).when(theirs).thenThrows(${n.pascal}RuleViolation);
  });
});
`,
    [`${src}/infrastructure/${service}.migrations.ts`]: `import type { Migration } from '@abhyas/event-store';

/** ${service}'s read models; ids from 101 (1–99 are the event store's). */
export const ${n.camel}Migrations: readonly Migration[] = [
  {
    id: 101,
    name: '${service}: notes',
    sql: \`
      create table {{schema}}.notes (
        note_id text primary key,
        parent_id text not null,
        text text not null,
        recorded_at timestamptz not null
      );
      create index notes_by_parent on {{schema}}.notes (parent_id, recorded_at);
    \`,
  },
];
`,
    [`${src}/infrastructure/${service}.repository.ts`]: `import type { SqlDatabase } from '@abhyas/event-store';

export interface NoteView {
  noteId: string;
  text: string;
  recordedAt: string;
}

/** ${service}'s one way to its read models. */
export class ${n.pascal}Repository {
  constructor(
    private readonly db: SqlDatabase,
    private readonly schema: string,
  ) {}

  async notesOf(parentId: string): Promise<NoteView[]> {
    const rows = await this.db.query<{ note_id: string; text: string; recorded_at: Date }>(
      \`select note_id, text, recorded_at from \${this.schema}.notes
        where parent_id = $1 order by recorded_at, note_id\`,
      [parentId],
    );
    return rows.rows.map((row) => ({
      noteId: row.note_id,
      text: row.text,
      recordedAt: new Date(row.recorded_at).toISOString(),
    }));
  }
}
`,
    [`${src}/application/notes.projection.ts`]: `import { defineProjection, type Projection } from '@abhyas/event-store';
import { noteStream } from '../domain/note.stream';

/** The \`notes\` read model, kept in the append's transaction and rebuildable from the log. */
export const notesProjection = (schema: string): Projection =>
  defineProjection({
    name: 'notes',
    streams: [noteStream],
    handlers: {
      NoteRecorded: async (tx, { data }) => {
        await tx.query(
          \`insert into \${schema}.notes (note_id, parent_id, text, recorded_at)
           values ($1, $2, $3, $4) on conflict (note_id) do nothing\`,
          [data.noteId, data.parentId, data.text, data.recordedAt],
        );
      },
    },
    reset: async (tx) => {
      await tx.query(\`truncate \${schema}.notes\`);
    },
  });
`,
    [`${src}/application/${service}.exception.ts`]: `import { ruleAnswers, ServiceException } from '@abhyas/runtime';
import { ${n.pascal}Rule, ${n.pascal}RuleViolation } from '../domain/${service}.errors';

export enum ${n.pascal}ErrorCode {
  Conflict = 'CONFLICT',
}

/** ${service}'s one exception class; each factory fixes the status and the wording once. */
export class ${n.pascal}Exception extends ServiceException<${n.pascal}ErrorCode> {}

export const ${n.camel}Errors = {
  conflict: () =>
    new ${n.pascal}Exception(${n.pascal}ErrorCode.Conflict, 409, 'That note belongs to someone else.'),
};

/** Domain rule violations, said the way the API says them (a rule without an answer does not compile). */
const answers = ruleAnswers(${n.pascal}RuleViolation, {
  [${n.pascal}Rule.NoteIdTaken]: ${n.camel}Errors.conflict,
});

export const to${n.pascal}Exception = answers.translate;

/** Runs work, translating domain errors to HTTP ones. */
export const with${n.pascal}Errors = answers.guard;
`,
    [`${src}/application/notes.handler.ts`]: `import type { ServiceStore } from '@abhyas/event-store';
import type { Clock } from '@abhyas/runtime';
import { noteStream } from '../domain/note.stream';
import type { NoteView, ${n.pascal}Repository } from '../infrastructure/${service}.repository';
import { with${n.pascal}Errors } from './${service}.exception';

/** Plain orchestration: the store writes, the repository reads. */
export class NotesHandler {
  constructor(
    private readonly store: ServiceStore,
    private readonly repository: ${n.pascal}Repository,
    private readonly clock: Clock,
    private readonly newId: () => string,
  ) {}

  async record(parentId: string, text: string): Promise<{ noteId: string }> {
    const noteId = this.newId();
    await with${n.pascal}Errors(() =>
      this.store.handle(noteStream, noteId, {
        type: 'RecordNote',
        data: { noteId, parentId, text },
        metadata: { now: this.clock.now() },
      }),
    );
    return { noteId };
  }

  notesOf(parentId: string): Promise<NoteView[]> {
    return this.repository.notesOf(parentId);
  }
}
`,
    [`${src}/http/notes.controller.ts`]: `import { Get, HttpCode, Param, Post } from '@nestjs/common';
import { z } from 'zod';
import { access, RequireAccess, ServiceController, ValidBody } from '@abhyas/runtime';
import { NotesHandler } from '../application/notes.handler';

const recordNoteSchema = z.strictObject({ parentId: z.string().min(1), text: z.string().min(1).max(500) });

/** Thin: one access rule and one handler call per route. */
@ServiceController('api/${service}/notes', { docs: '${service}' })
export class NotesController {
  constructor(private readonly notes: NotesHandler) {}

  @Post()
  @HttpCode(201)
  @RequireAccess(access.accountHolder({ body: 'parentId' }))
  record(@ValidBody(recordNoteSchema) body: z.output<typeof recordNoteSchema>) {
    return this.notes.record(body.parentId, body.text);
  }

  @Get(':parentId')
  @RequireAccess(access.accountHolder({ param: 'parentId' }))
  async list(@Param('parentId') parentId: string) {
    return { success: true, notes: await this.notes.notesOf(parentId) };
  }
}
`,
    [`${src}/${service}.module.ts`]: `import { Module, type DynamicModule } from '@nestjs/common';
import { NotesHandler } from './application/notes.handler';
import { NotesController } from './http/notes.controller';

@Module({})
export class ${n.pascal}Module {
  static forParts(parts: { notes: NotesHandler }): DynamicModule {
    return {
      module: ${n.pascal}Module,
      controllers: [NotesController],
      providers: [{ provide: NotesHandler, useValue: parts.notes }],
    };
  }
}
`,
    [`${src}/${service}.service.ts`]: `import { randomUUID } from 'node:crypto';
import { ServiceStore } from '@abhyas/event-store';
import type { ServiceDefinition } from '@abhyas/runtime';
import { notesProjection } from './application/notes.projection';
import { NotesHandler } from './application/notes.handler';
import { noteStream } from './domain/note.stream';
import { ${n.pascal}Module } from './${service}.module';
import { ${n.camel}Migrations } from './infrastructure/${service}.migrations';
import { ${n.pascal}Repository } from './infrastructure/${service}.repository';

/** ${service} (see README.md). Remove \`features: 'none'\` when its first feature is real. */
export const ${n.camel}Service: ServiceDefinition = {
  name: '${service}',
  features: 'none',
  migrations: ${n.camel}Migrations,
  create: (context) => {
    const store = new ServiceStore({
      service: '${service}',
      db: context.db,
      schema: context.schema,
      streams: [noteStream],
      projections: [notesProjection(context.schema)],
    });
    const repository = new ${n.pascal}Repository(context.db, context.schema);
    return {
      module: ${n.pascal}Module.forParts({
        notes: new NotesHandler(store, repository, context.clock, randomUUID),
      }),
      policies: [],
    };
  },
};
`,
    [`${lib}/testing/${service}-test-client.ts`]: `import { internalAuthKey } from '@abhyas/runtime';
import { bootServiceForTest, signedCaller, type TestDatabase } from '@abhyas/testing';
import { ${n.camel}Service } from '../src/${service}.service';

const TEST_ENV = { JWT_SECRET: '${service}-test-secret-0123456789abcdef0123456789' };

/** ${service} booted alone on a test database, called as the gateway forwards a request. */
export const start${n.pascal} = async (database: TestDatabase) => {
  const booted = await bootServiceForTest(${n.camel}Service, database, { env: TEST_ENV });
  const key = internalAuthKey(TEST_ENV);
  if (!key) {
    throw new Error('TEST_ENV derives no internal key');
  }
  return { service: booted.service, call: signedCaller(booted, key), stop: () => booted.stop() };
};
`,
    [`${src}/http/notes.int-spec.ts`]: `import { asParent, expectAccessMatrix, testDatabases, useBootedService } from '@abhyas/testing';
import { start${n.pascal} } from '../../testing/${service}-test-client';

describe.each(testDatabases())('${service} over HTTP on $engine', (factory) => {
  const suite = useBootedService(factory, start${n.pascal});

  it('records a note for the parent who asks and shows it to them only', async () => {
    const recorded = await suite.service.call('POST', '/api/${service}/notes', {
      as: asParent('p1'),
      body: { parentId: 'p1', text: 'Revise fractions' },
    });
    expect(recorded.status).toBe(201);
    const mine = await suite.service.call<{ notes: { text: string }[] }>('GET', '/api/${service}/notes/p1', {
      as: asParent('p1'),
    });
    expect(mine.body.notes.map((note) => note.text)).toEqual(['Revise fractions']);
    const theirs = await suite.service.call('GET', '/api/${service}/notes/p1', { as: asParent('p2') });
    expect(theirs.status).toBe(403);
  });

  it('declares who may call every route (the authorization matrix)', () => {
    expectAccessMatrix(suite.service, [
      'GET /api/${service}/notes/:parentId → accountHolder(:parentId)',
      'POST /api/${service}/notes → accountHolder(body.parentId)',
    ]);
  });

  it('answers the rest of its prefix 501 and says features: none in its health', async () => {
    const unbuilt = await suite.service.call('GET', '/api/${service}/anything', { as: asParent('p1') });
    expect([unbuilt.status, unbuilt.body.message]).toEqual([501, 'Not available yet']);
    const health = await suite.service.call('GET', '/health');
    expect(health.body).toMatchObject({ service: '${service}', status: 'ok', features: 'none' });
  });
});
`,
    [`${src}/application/notes.int-spec.ts`]: `import { eventStoreMigrations, runMigrations, ServiceStore } from '@abhyas/event-store';
import { expectRebuildEqualsLive, fixedClock, testDatabases, type TestDatabase } from '@abhyas/testing';
import { noteStream } from '../domain/note.stream';
import { ${n.camel}Migrations } from '../infrastructure/${service}.migrations';
import { ${n.pascal}Repository } from '../infrastructure/${service}.repository';
import { NotesHandler } from './notes.handler';
import { notesProjection } from './notes.projection';

describe.each(testDatabases())('${service} notes on $engine', (factory) => {
  let database: TestDatabase;
  let notes: NotesHandler;
  const schema = '${n.schema}';

  beforeAll(async () => {
    database = await factory.open();
    await runMigrations(database.db, schema, [...eventStoreMigrations, ...${n.camel}Migrations]);
    const store = new ServiceStore({
      service: '${service}',
      db: database.db,
      schema,
      streams: [noteStream],
      projections: [notesProjection(schema)],
    });
    let id = 0;
    notes = new NotesHandler(store, new ${n.pascal}Repository(database.db, schema), fixedClock().clock, () => \`n\${++id}\`);
  });
  afterAll(() => database.dispose());

  it('records notes and reads them back, and the read model rebuilds to the same rows', async () => {
    await notes.record('p1', 'Revise fractions');
    await notes.record('p1', 'Practise map work');
    expect((await notes.notesOf('p1')).map((note) => note.text)).toEqual([
      'Revise fractions',
      'Practise map work',
    ]);
    await expectRebuildEqualsLive({ db: database.db, schema, projection: notesProjection(schema), tables: ['notes'] });
  });
});
`,
    [`${lib}/README.md`]: `# ${service}

Built from the platform blocks (\`libs/platform/README.md\`) by \`tools/scaffold-service.mjs\`. It
still carries the scaffold's example slice (a parent's notes) and \`features: 'none'\`, so its
gateway prefix answers 501 'Not available yet' outside the slice's routes: replace the slice with
the service's first real feature, then remove the flag.

## Streams and events

| Stream | Events | Decider |
| ------ | ------ | ------- |
| \`note-<noteId>\` | \`NoteRecorded\` | \`domain/note.decider.ts\` |

## Errors

Rules the deciders enforce: \`${n.pascal}Rule\` in \`domain/${service}.errors.ts\`. Their HTTP answers,
once each: \`application/${service}.exception.ts\` (\`ruleAnswers\` does not compile while a rule
has none).

## Read models (schema \`${n.schema}\`, inline, rebuildable)

- \`notes\`: \`notes.projection.ts\`, read through \`${n.pascal}Repository\`.

## Events in and out

None yet. Out: declare contracts in \`libs/contracts/src/events/${service}/\` and map them on the
stream's \`publishes\`. In: return \`definePolicy(...)\` from \`create\` as \`policies\`.

## Endpoints

| Route | Access | Answer |
| ----- | ------ | ------ |
| \`POST /api/${service}/notes\` | the parent named in the body | \`{ noteId }\` |
| \`GET /api/${service}/notes/:parentId\` | that parent | \`{ success, notes }\` |
| anything else under \`/api/${service}\` | anyone | 501 \`{ message: 'Not available yet' }\` |

## Tests

- \`domain/note.decider.spec.ts\`: Given / When / Then on the decider.
- \`application/notes.int-spec.ts\`: the handler on PGlite (and PostgreSQL with \`DATABASE_URL\`),
  ending with the projection's rebuild check.
- \`http/notes.int-spec.ts\`: the service booted alone through \`testing/${service}-test-client.ts\`.
`,
  };
};

module.exports = { serviceFiles, namesOf };
