import type { SqlDatabase } from '@abhyas/event-store';
import { IdentityRepository } from '../infrastructure/identity.repository';
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
 * design so every start can print it); sign-in still checks the hashes in the streams.
 */
export const seedDemoFamily = async (
  repository: IdentityRepository,
  accounts: AccountsHandler,
  family: FamilyHandler,
  random: IdentityRandom,
): Promise<void> => {
  if (await repository.hasDemoFamily(DEMO_PARENT_EMAIL)) {
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
  const rows: DemoCredential[] = [{ label: 'Parent', login: DEMO_PARENT_EMAIL, secret: password }];
  for (const child of DEMO_CHILDREN) {
    const added = await family.addChild(parentId, child);
    rows.push({
      label: `Student ${child.name}`,
      login: added.credentials.username,
      secret: added.credentials.pin,
    });
  }
  await repository.saveDemoCredentials(rows);
};

/** The demo family's sign-in details, for the standalone start banner; empty when not seeded. */
export const readDemoCredentials = (
  db: SqlDatabase,
  schema = 'identity',
): Promise<DemoCredential[]> => new IdentityRepository(db, schema).demoCredentials();
