import type { CanActivate, ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { ACCOUNT_MESSAGES } from '@abhyas/contracts';
import { PUBLIC_ROUTE } from '../http/public.decorator';
import { ServiceException } from '../http/service.exception';
import { PRINCIPAL_PROPERTY, type RequestWithPrincipal } from './current-principal.decorator';
import { AUTH_STATE_HEADER, readPrincipal, type PrincipalRole } from './principal';
import { ROLES_KEY } from './roles.decorator';

export enum AuthErrorCode {
  SignInRequired = 'SIGN_IN_REQUIRED',
  SessionExpired = 'SESSION_EXPIRED',
  Forbidden = 'FORBIDDEN',
}

type HeaderedRequest = RequestWithPrincipal & {
  headers: Record<string, string | string[] | undefined>;
};

/**
 * Installed globally on every Nest app. Reads the gateway's signed principal (if any) onto the
 * request, lets `@Public()` routes through, and otherwise requires a principal with one of the
 * route's `@Roles(...)`. A route with neither marker is refused: secure by default.
 */
export class PrincipalGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly key: string | undefined,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') {
      return true;
    }
    const request = context.switchToHttp().getRequest<HeaderedRequest>();
    const principal = this.key ? readPrincipal(request.headers, this.key) : undefined;
    if (principal) {
      request[PRINCIPAL_PROPERTY] = principal;
    }
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean | undefined>(PUBLIC_ROUTE, targets)) {
      return true;
    }
    const roles = this.reflector.getAllAndOverride<PrincipalRole[] | undefined>(ROLES_KEY, targets);
    if (!principal) {
      const expired = request.headers[AUTH_STATE_HEADER] === 'expired';
      throw new ServiceException(
        expired ? AuthErrorCode.SessionExpired : AuthErrorCode.SignInRequired,
        401,
        expired ? ACCOUNT_MESSAGES.sessionExpired : ACCOUNT_MESSAGES.signInRequired,
      );
    }
    if (!roles || !roles.includes(principal.role)) {
      throw new ServiceException(AuthErrorCode.Forbidden, 403, ACCOUNT_MESSAGES.forbidden);
    }
    return true;
  }
}
