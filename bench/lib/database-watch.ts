import { Client } from 'pg';

export interface DatabaseFigures {
  /** The service whose database it is (`test_attempt`). */
  database: string;
  commitsPerSecond: number;
  /** Mean backends in a statement or a transaction at a sample (the database's concurrency). */
  meanActive: number;
  /** What the active backends were waiting on, share of samples, most frequent first. */
  waits: Array<{ wait: string; share: number }>;
}

interface Activity {
  pid: number;
  datname: string | null;
  state: string | null;
  wait: string;
}

const SAMPLE_MS = 250;

/**
 * Samples `pg_stat_activity` for the bench's databases: which backend serves which database
 * (for CPU by /proc), how many run at once and what they wait on; and commits per second from
 * `pg_stat_database`.
 */
export class DatabaseWatch {
  private readonly client: Client;
  private readonly backends = new Map<number, string>();
  private readonly waits = new Map<string, Map<string, number>>();
  private readonly activeSamples = new Map<string, number>();
  private samples = 0;
  private running = false;
  private loop: Promise<void> = Promise.resolve();
  private commitsStart = new Map<string, number>();
  private commitsEnd = new Map<string, number>();
  private startedAt = 0;
  private endedAt = 0;

  constructor(
    adminUrl: string,
    private readonly prefix: string,
  ) {
    this.client = new Client({ connectionString: adminUrl });
  }

  async open(): Promise<void> {
    await this.client.connect();
  }

  /** Backend pid → `postgres <service>` for the bench's databases, as last sampled. */
  labels(): Map<number, string> {
    return new Map([...this.backends].map(([pid, db]) => [pid, `postgres ${db}`]));
  }

  async start(): Promise<void> {
    this.waits.clear();
    this.activeSamples.clear();
    this.samples = 0;
    this.commitsStart = await this.commits();
    this.startedAt = Date.now();
    this.running = true;
    await this.sample(false);
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
    this.endedAt = Date.now();
    this.commitsEnd = await this.commits();
  }

  async close(): Promise<void> {
    await this.client.end();
  }

  figures(): DatabaseFigures[] {
    const seconds = Math.max(0.001, (this.endedAt - this.startedAt) / 1000);
    return [...this.commitsEnd.keys()]
      .map((database) => {
        const waits = this.waits.get(database) ?? new Map<string, number>();
        const active = this.activeSamples.get(database) ?? 0;
        return {
          database,
          commitsPerSecond:
            ((this.commitsEnd.get(database) ?? 0) - (this.commitsStart.get(database) ?? 0)) /
            seconds,
          meanActive: this.samples > 0 ? active / this.samples : 0,
          waits: [...waits.entries()]
            .sort((a, b) => b[1] - a[1])
            .map(([wait, count]) => ({ wait, share: active > 0 ? count / active : 0 })),
        };
      })
      .sort((a, b) => b.commitsPerSecond - a.commitsPerSecond);
  }

  private serviceOf(datname: string | null): string | undefined {
    return datname?.startsWith(`${this.prefix}_`)
      ? datname.slice(this.prefix.length + 1)
      : undefined;
  }

  private async commits(): Promise<Map<string, number>> {
    const result = await this.client.query<{ datname: string; xact_commit: string }>(
      'select datname, xact_commit from pg_stat_database where datname like $1',
      [`${this.prefix}\\_%`],
    );
    return new Map(
      result.rows.flatMap((row) => {
        const service = this.serviceOf(row.datname);
        return service ? [[service, Number(row.xact_commit)] as const] : [];
      }),
    );
  }

  private async run(): Promise<void> {
    while (this.running) {
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
      await this.sample(true);
    }
  }

  private async sample(count: boolean): Promise<void> {
    const result = await this.client.query<Activity>(
      `select pid, datname, state,
              coalesce(wait_event_type || ':' || wait_event, 'on CPU') as wait
         from pg_stat_activity
        where backend_type = 'client backend' and pid <> pg_backend_pid()`,
    );
    if (count) {
      this.samples += 1;
    }
    for (const row of result.rows) {
      const service = this.serviceOf(row.datname);
      if (!service) {
        continue;
      }
      this.backends.set(row.pid, service);
      // A backend idle inside a transaction is waiting for its service's next statement.
      const busy = row.state === 'active' || row.state === 'idle in transaction';
      if (count && busy) {
        this.activeSamples.set(service, (this.activeSamples.get(service) ?? 0) + 1);
        const waits = this.waits.get(service) ?? new Map<string, number>();
        const wait = row.state === 'active' ? row.wait : 'idle in transaction (service)';
        waits.set(wait, (waits.get(wait) ?? 0) + 1);
        this.waits.set(service, waits);
      }
    }
  }
}
