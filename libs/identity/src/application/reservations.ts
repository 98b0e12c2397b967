import { StreamVersionConflictError, type StoreUnit } from '@abhyas/event-store';
import { reservationStream } from '../domain/identity.streams';
import { ReservationTakenError } from '../domain/reservation.decider';
import type { IdentityRandom } from './identity.ports';

/** Claims a unique value inside the caller's transaction; false when someone else holds it. */
export const claim = async (
  unit: StoreUnit,
  key: string,
  ownerId: string,
  now: Date,
  maxAttempts = 3,
): Promise<boolean> => {
  try {
    await unit.handle(
      reservationStream,
      key,
      { type: 'Claim', data: { key, ownerId }, metadata: { now } },
      { maxAttempts },
    );
    return true;
  } catch (error) {
    if (error instanceof ReservationTakenError || error instanceof StreamVersionConflictError) {
      return false;
    }
    throw error;
  }
};

export const release = async (
  unit: StoreUnit,
  key: string,
  ownerId: string,
  now: Date,
): Promise<void> => {
  await unit.handle(reservationStream, key, {
    type: 'Release',
    data: { key, ownerId },
    metadata: { now },
  });
};

/** `aarav` from "Aarav Sharma"; letters a–z only, so usernames are easy to type. */
export const usernameBase = (name: string): string => {
  const first = name.trim().split(/\s+/)[0] ?? '';
  const letters = first
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .slice(0, 12);
  return letters.length >= 2 ? letters : 'student';
};

/** A readable unique username (`aarav482`), claimed in the caller's transaction; retried on collision. */
export const reserveUsername = async (
  unit: StoreUnit,
  random: IdentityRandom,
  name: string,
  childId: string,
  now: Date,
): Promise<string> => {
  const base = usernameBase(name);
  for (let attempt = 0; attempt < 30; attempt++) {
    const username = `${base}${random.digits(attempt < 8 ? 3 : attempt < 20 ? 4 : 6)}`;
    if (await claim(unit, `child-username-${username}`, childId, now, 1)) {
      return username;
    }
  }
  throw new Error(`no free username for ${base} after 30 tries`);
};
