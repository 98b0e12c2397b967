import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { PIN_LENGTH } from '@abhyas/contracts';
import type { IdentityRandom } from '../application/identity.ports';

export const cryptoIdentityRandom: IdentityRandom = {
  newId: () => randomUUID(),
  newPin: () => String(randomInt(0, 10 ** PIN_LENGTH)).padStart(PIN_LENGTH, '0'),
  digits: (count) => String(randomInt(10 ** (count - 1), 10 ** count)),
  token: () => randomBytes(32).toString('base64url'),
};
