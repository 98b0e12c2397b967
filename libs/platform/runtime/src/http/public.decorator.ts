import { SetMetadata } from '@nestjs/common';

export const PUBLIC_ROUTE = 'abhyas:public-route';

/**
 * Marks a controller or route as reachable without signing in. Every other route must carry
 * an explicit guard; a test walks the routes and fails on any that has neither.
 */
export const Public = (): ClassDecorator & MethodDecorator => SetMetadata(PUBLIC_ROUTE, true);
