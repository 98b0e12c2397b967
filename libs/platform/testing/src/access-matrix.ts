import { accessMatrix, unmarkedRoutes, type BootedService } from '@abhyas/runtime';

/**
 * The authorization matrix of a booted service: every route declares who may call it (a route
 * without a rule fails here first), and the rules are these, one line per route, sorted.
 */
export const expectAccessMatrix = (
  booted: { service: BootedService },
  expected: readonly string[],
): void => {
  expect(unmarkedRoutes(booted.service.app)).toEqual([]);
  expect(accessMatrix(booted.service.app)).toEqual(expected);
};
