/** Time and ids come in through this port so handlers stay testable and deciders stay pure. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
