import { randomSchema, testEngines } from '../testing/test-engines';
import { EventStoreErrorCode } from './event-store.exception';
import { eventStoreMigrations } from './event-store.migrations';
import { runMigrations, type Migration } from './run-migrations';
import type { SqlDatabase } from './sql-database';

const serviceMigration: Migration = {
  id: 101,
  name: 'service read model',
  sql: `create table {{schema}}.things (id text primary key); insert into {{schema}}.things values ('seed');`,
};

describe.each(testEngines())('runMigrations on $name', (engine) => {
  let db: SqlDatabase;
  const schemas: string[] = [];
  const freshSchema = () => {
    const schema = randomSchema();
    schemas.push(schema);
    return schema;
  };

  beforeAll(async () => {
    db = await engine.open();
  });
  afterAll(async () => {
    for (const schema of schemas.slice(1)) {
      await db.query(`drop schema if exists "${schema}" cascade`);
    }
    await engine.close(db, schemas[0] ?? randomSchema());
  });

  const tablesOf = async (schema: string) =>
    (
      await db.query<{ table_name: string }>(
        `select table_name from information_schema.tables where table_schema = $1 order by table_name`,
        [schema],
      )
    ).rows.map((row) => row.table_name);

  it('creates the schema, the event store tables and the service tables, in its own schema only', async () => {
    const schema = freshSchema();
    const applied = await runMigrations(db, schema, [...eventStoreMigrations, serviceMigration]);
    expect(applied).toEqual([1, 2, 3, 4, 5, 101]);
    expect(await tablesOf(schema)).toEqual([
      'checkpoints',
      'events',
      'inbox',
      'outbox',
      'schema_migrations',
      'streams',
      'things',
    ]);
    expect(await tablesOf('public')).not.toContain('events');
  });

  it('is idempotent: a second run applies nothing and changes nothing', async () => {
    const schema = freshSchema();
    await runMigrations(db, schema, [...eventStoreMigrations, serviceMigration]);
    const again = await runMigrations(db, schema, [...eventStoreMigrations, serviceMigration]);
    expect(again).toEqual([]);
    const { rows } = await db.query(`select id from "${schema}".things`);
    expect(rows).toEqual([{ id: 'seed' }]);
  });

  it('applies only the new migrations when more are added later', async () => {
    const schema = freshSchema();
    await runMigrations(db, schema, eventStoreMigrations);
    expect(await runMigrations(db, schema, [...eventStoreMigrations, serviceMigration])).toEqual([
      101,
    ]);
  });

  it('lets concurrent runners apply each migration exactly once', async () => {
    const schema = freshSchema();
    const runs = await Promise.all(
      Array.from({ length: 6 }, () =>
        runMigrations(db, schema, [...eventStoreMigrations, serviceMigration]),
      ),
    );
    expect(runs.flat().sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 101]);
    const { rows } = await db.query<{ id: number }>(
      `select id from "${schema}".schema_migrations order by id`,
    );
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 101]);
  });

  it('rolls back a failing migration entirely and records nothing for it', async () => {
    const schema = freshSchema();
    const broken: Migration = {
      id: 102,
      name: 'broken',
      sql: `create table {{schema}}.half (id int); select 1/0;`,
    };
    await expect(runMigrations(db, schema, [...eventStoreMigrations, broken])).rejects.toThrow(
      /division by zero/,
    );
    expect(await tablesOf(schema)).not.toContain('half');
    const { rows } = await db.query(`select id from "${schema}".schema_migrations where id = 102`);
    expect(rows).toEqual([]);
  });

  it('refuses a migration id that was applied under another name', async () => {
    const schema = freshSchema();
    await runMigrations(db, schema, [serviceMigration]);
    await expect(
      runMigrations(db, schema, [{ ...serviceMigration, name: 'renamed' }]),
    ).rejects.toMatchObject({
      code: EventStoreErrorCode.MigrationMismatch,
    });
  });

  it('rejects duplicate ids and unsafe schema names before touching the database', async () => {
    await expect(
      runMigrations(db, freshSchema(), [serviceMigration, serviceMigration]),
    ).rejects.toMatchObject({
      code: EventStoreErrorCode.InvalidArgument,
    });
    await expect(
      runMigrations(db, 'bad"; drop table x; --', [serviceMigration]),
    ).rejects.toMatchObject({
      code: EventStoreErrorCode.InvalidArgument,
    });
  });
});
