import { RequestMethod, type INestApplicationContext } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { validatedParts, type ValidatedParts } from '../http/validated-parts';
import { ACCESS_RULE, type AccessRule, type AccountSource } from './access-rule';

export interface RouteMarking {
  /** `GET /api/credits/balance/:userId` */
  route: string;
  /** `GET` */
  method: string;
  /** `/api/credits/balance/:userId` */
  path: string;
  /** The schemas its body, query and path parameters are checked against, where it has them. */
  validates: ValidatedParts;
  /** `CreditsController.balance` */
  handler: string;
  rule: AccessRule | undefined;
}

const pathsOf = (metadata: unknown): string[] =>
  (Array.isArray(metadata) ? metadata : [metadata]).map((path) =>
    String(path ?? '').replace(/^\/+|\/+$/g, ''),
  );

const joinPath = (...parts: string[]): string => `/${parts.filter(Boolean).join('/')}`;

/**
 * Every controller route of a Nest app (its route table) with the access rule it declares and
 * the schemas it validates with: the access matrix and the route fuzzer both read it.
 */
export const routeMarkings = (app: INestApplicationContext): RouteMarking[] => {
  const markings: RouteMarking[] = [];
  for (const moduleRef of app.get(ModulesContainer).values()) {
    for (const wrapper of moduleRef.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) {
        continue;
      }
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') {
          continue;
        }
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) {
          continue;
        }
        const rule =
          (Reflect.getMetadata(ACCESS_RULE, handler) as AccessRule | undefined) ??
          (Reflect.getMetadata(ACCESS_RULE, controller) as AccessRule | undefined);
        const validates = validatedParts(controller, name);
        for (const base of pathsOf(Reflect.getMetadata(PATH_METADATA, controller))) {
          for (const path of pathsOf(Reflect.getMetadata(PATH_METADATA, handler))) {
            markings.push({
              route: `${RequestMethod[method]} ${joinPath(base, path)}`,
              method: RequestMethod[method],
              path: joinPath(base, path),
              validates,
              handler: `${controller.name}.${name}`,
              rule,
            });
          }
        }
      }
    }
  }
  return markings;
};

/** Routes that declare no access rule: each one is a bug (the guard refuses them all). */
export const unmarkedRoutes = (app: INestApplicationContext): string[] =>
  routeMarkings(app)
    .filter((marking) => marking.rule === undefined)
    .map((marking) => `${marking.route} (${marking.handler})`);

const source = (from: AccountSource): string =>
  'param' in from ? `:${from.param}` : 'body' in from ? `body.${from.body}` : `?${from.query}`;

/** A rule as one short phrase, for the authorization matrix. */
export const describeAccess = (rule: AccessRule | undefined): string => {
  switch (rule?.kind) {
    case undefined:
      return 'none';
    case 'public':
    case 'internal':
      return rule.kind;
    case 'signed-in':
      return `signedIn(${rule.roles.join(', ')})`;
    case 'account-holder':
      return `accountHolder(${source(rule.of)})`;
    case 'parent-of-child':
      return `parentOfChild(${source(rule.parent)}, ${source(rule.child)})`;
    case 'child-self':
      return `childSelf(${source(rule.child)}${rule.orParent ? ', orParent' : ''})`;
    case 'family-by-name':
      return `familyByName(${source(rule.parent)}, ${source(rule.name)}${rule.orParent ? ', orParent' : ''})`;
    default: {
      const unknownRule: never = rule;
      return String(unknownRule);
    }
  }
};

/** `GET /api/credits/balance/:userId → accountHolder(:userId)` for every route, sorted. */
export const accessMatrix = (app: INestApplicationContext): string[] =>
  routeMarkings(app)
    .map((marking) => `${marking.route} → ${describeAccess(marking.rule)}`)
    .sort();
