import type { INestApplicationContext } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { ACCESS_RULE, type AccessRule } from './access-rule';

export interface RouteMarking {
  route: string;
  rule: AccessRule | undefined;
}

/** Every controller route of a Nest app with its access rule, for the authorization matrix. */
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
        if (Reflect.getMetadata(METHOD_METADATA, handler) === undefined) {
          continue;
        }
        markings.push({
          route: `${controller.name}.${name} ${String(Reflect.getMetadata(PATH_METADATA, controller))}/${String(Reflect.getMetadata(PATH_METADATA, handler))}`,
          rule:
            (Reflect.getMetadata(ACCESS_RULE, handler) as AccessRule | undefined) ??
            (Reflect.getMetadata(ACCESS_RULE, controller) as AccessRule | undefined),
        });
      }
    }
  }
  return markings;
};

/** Routes that declare no access rule: each one is a bug (the guard refuses them all). */
export const unmarkedRoutes = (app: INestApplicationContext): string[] =>
  routeMarkings(app)
    .filter((marking) => marking.rule === undefined)
    .map((marking) => marking.route);
