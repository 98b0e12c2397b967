import type { INestApplicationContext } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { PUBLIC_ROUTE } from '../http/public.decorator';
import { ROLES_KEY } from './roles.decorator';

export interface RouteMarking {
  route: string;
  public: boolean;
  roles: readonly string[] | undefined;
}

/** Every controller route of a Nest app with its access marker, for the route-guard coverage test. */
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
        const read = <T>(key: string): T | undefined =>
          (Reflect.getMetadata(key, handler) as T | undefined) ??
          (Reflect.getMetadata(key, controller) as T | undefined);
        markings.push({
          route: `${controller.name}.${name} ${String(Reflect.getMetadata(PATH_METADATA, controller))}/${String(Reflect.getMetadata(PATH_METADATA, handler))}`,
          public: read<boolean>(PUBLIC_ROUTE) === true,
          roles: read<string[]>(ROLES_KEY),
        });
      }
    }
  }
  return markings;
};

/** Routes with neither `@Public()` nor a non-empty `@Roles(...)`: each one is a bug. */
export const unmarkedRoutes = (app: INestApplicationContext): string[] =>
  routeMarkings(app)
    .filter((marking) => !marking.public && !marking.roles?.length)
    .map((marking) => marking.route);
