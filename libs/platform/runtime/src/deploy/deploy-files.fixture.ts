import { existsSync } from 'node:fs';
import { SERVICE_NAMES } from '@abhyas/contracts';
import { dirname, join } from 'node:path';

/** The processes of the distributed shape, in port order (gateway 5020, then 5101..5107). */
export const SERVICES = SERVICE_NAMES;

export const PROCESSES = ['gateway', ...SERVICES] as const;

/** Processes with signed-in routes (every one): they need JWT_SECRET to check the gateway's principal. */
export const GUARDED_PROCESSES = PROCESSES;

/** Variables whose values are credentials and may only come from a Secret or the environment. */
export const SECRET_VARIABLES = [
  'JWT_SECRET',
  'PIN_PEPPER',
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
  'OPENAI_API_KEY',
  'SMTP_URL',
  'DATABASE_URL',
  'REDIS_URL',
  'POSTGRES_PASSWORD',
] as const;

/** The directory holding nx.json, found from here so the specs run from any working directory. */
export function findRepositoryRoot(from: string = __dirname): string {
  let directory = from;
  while (!existsSync(join(directory, 'nx.json'))) {
    const parent = dirname(directory);
    if (parent === directory) {
      throw new Error(`No nx.json above ${from}`);
    }
    directory = parent;
  }
  return directory;
}
