import { SetMetadata } from '@nestjs/common';
import type { PrincipalRole } from './principal';

export const ROLES_KEY = 'abhyas:roles';

/** Only a signed-in caller with one of these roles reaches the route (401 / 403 otherwise). */
export const Roles = (...roles: PrincipalRole[]): ClassDecorator & MethodDecorator =>
  SetMetadata(ROLES_KEY, roles);

/** Any signed-in parent or student. */
export const Authenticated = (): ClassDecorator & MethodDecorator => Roles('parent', 'student');

/** Only the gateway (signed `internal` principal); such routes also stay out of SERVICE_ROUTES. */
export const InternalOnly = (): ClassDecorator & MethodDecorator => Roles('internal');
