import type { SqlDatabase } from '@abhyas/event-store';
import type { Principal } from '@abhyas/runtime';
import type { AccountsHandler } from './accounts.handler';
import type { FamilyHandler } from './family.handler';
import type { IdentityRandom } from './identity.ports';

export const DEMO_PARENT_EMAIL = 'demo.parent@abhyas.in';
const DEMO_CHILDREN = [
  { name: 'Aarav', class: 'Class 6' as const },
  { name: 'Diya', class: 'Class 8' as const },
];

export interface DemoCredential {
  label: string;
  login: string;
  secret: string;
}

/**
 * Standalone's demo family (SEED_DEMO): a parent with a password generated at first start and
 * two children. What the banner prints is kept in `demo_credentials` (demo-only, plain text by
 * design so every start can print it); sign-in still checks the Argon2id hashes in the streams.
 */
export const seedDemoFamily = async (
  db: SqlDatabase,
  schema: string,
  accounts: AccountsHandler,
  family: FamilyHandler,
  random: IdentityRandom,
): Promise<void> => {
  const existing = await db.query(`select 1 from ${schema}.demo_credentials limit 1`);
  const taken = await db.query(`select 1 from ${schema}.accounts where email = $1`, [
    DEMO_PARENT_EMAIL,
  ]);
  if (existing.rows.length || taken.rows.length) {
    return;
  }
  const password = `demo-${random.token().slice(0, 10)}`;
  const registered = await accounts.register({
    role: 'parent',
    name: 'Demo Parent',
    email: DEMO_PARENT_EMAIL,
    password,
    mobile: '9000000001',
  });
  const parentId = registered.body.user.id;
  const principal: Principal = { userId: parentId, role: 'parent', sid: 'demo-seed' };
  const rows: DemoCredential[] = [{ label: 'Parent', login: DEMO_PARENT_EMAIL, secret: password }];
  for (const child of DEMO_CHILDREN) {
    const added = await family.addChild(principal, parentId, child);
    rows.push({
      label: `Student ${child.name}`,
      login: added.credentials.username,
      secret: added.credentials.pin,
    });
  }
  for (const [position, row] of rows.entries()) {
    await db.query(
      `insert into ${schema}.demo_credentials (label, login, secret, position)
       values ($1, $2, $3, $4) on conflict (label) do nothing`,
      [row.label, row.login, row.secret, position],
    );
  }
};

/** The demo family's sign-in details, for the standalone start banner; empty when not seeded. */
export const readDemoCredentials = async (
  db: SqlDatabase,
  schema = 'identity',
): Promise<DemoCredential[]> => {
  const rows = await db.query<DemoCredential>(
    `select label, login, secret from ${schema}.demo_credentials order by position`,
  );
  return rows.rows;
};
