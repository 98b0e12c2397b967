import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Principal } from './principal';

/** Where the guard leaves the verified principal on the request. */
export const PRINCIPAL_PROPERTY = 'abhyasPrincipal';

export type RequestWithPrincipal = { [PRINCIPAL_PROPERTY]?: Principal };

/** The verified caller, or undefined on a public route reached anonymously. */
export const CurrentPrincipal = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Principal | undefined =>
    context.switchToHttp().getRequest<RequestWithPrincipal>()[PRINCIPAL_PROPERTY],
);
