import { Controller, Delete, Get, Module, Post } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pino from 'pino';
import { ACCOUNT_MESSAGES } from '@abhyas/contracts';
import { createNestApp } from '../http/create-nest-app';
import { access, RequireAccess } from './access-rule';
import { CHILD_OWNERSHIP, type ChildOwnership } from './child-ownership';
import { principalHeaders } from './principal';
import { accessMatrix, routeMarkings, unmarkedRoutes } from './route-coverage';

const KEY = 'route-coverage-key';

@RequireAccess(access.accountHolder({ param: 'parentId' }))
@Controller('api/parent/:parentId')
class FamilyRoutes {
  @Get('children')
  children() {
    return { children: [] };
  }

  @Delete('child/:childId')
  @RequireAccess(
    access.parentOfChild({ parent: { param: 'parentId' }, child: { param: 'childId' } }),
  )
  deleteChild() {
    return { deleted: true };
  }
}

@Controller('api')
class MixedRoutes {
  @Get('open')
  @RequireAccess(access.public())
  open() {
    return {};
  }

  @Post(['forgot', 'forgotten'])
  forgot() {
    return {};
  }
}

const logger = pino({ level: 'silent' });
const ownership: ChildOwnership = {
  isChildOf: (childId, parentId) => Promise.resolve(childId === 'c1' && parentId === 'p1'),
};

@Module({
  controllers: [FamilyRoutes, MixedRoutes],
  providers: [{ provide: CHILD_OWNERSHIP, useValue: ownership }],
})
class WithOwnership {}

@Module({ controllers: [FamilyRoutes] })
class WithoutOwnership {}

describe('the route table and its access rules', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createNestApp(WithOwnership, logger, { principalKey: KEY });
    await app.init();
  });
  afterAll(() => app.close());

  it('lists every route with the rule it declares, and names the ones without', () => {
    expect(accessMatrix(app)).toEqual([
      'DELETE /api/parent/:parentId/child/:childId → parentOfChild(:parentId, :childId)',
      'GET /api/open → public',
      'GET /api/parent/:parentId/children → accountHolder(:parentId)',
      'POST /api/forgot → none',
      'POST /api/forgotten → none',
    ]);
    expect(unmarkedRoutes(app)).toEqual([
      'POST /api/forgot (MixedRoutes.forgot)',
      'POST /api/forgotten (MixedRoutes.forgot)',
    ]);
    expect(routeMarkings(app)).toHaveLength(5);
  });

  it('enforces the declared rules through the global guard, with the service’s child lookup', async () => {
    const send = (method: 'GET' | 'DELETE' | 'POST', url: string, userId?: string) =>
      app
        .getHttpAdapter()
        .getInstance()
        .inject({
          method,
          url,
          headers: userId ? principalHeaders({ userId, role: 'parent', sid: 's' }, KEY) : {},
        });
    expect((await send('DELETE', '/api/parent/p1/child/c1', 'p1')).statusCode).toBe(200);
    const notTheirs = await send('DELETE', '/api/parent/p1/child/c2', 'p1');
    expect([notTheirs.statusCode, notTheirs.json()]).toEqual([
      404,
      expect.objectContaining({
        message: ACCOUNT_MESSAGES.childNotFound,
        code: 'CHILD_NOT_FOUND',
      }),
    ]);
    const foreign = await send('DELETE', '/api/parent/p1/child/c1', 'p2');
    expect([foreign.statusCode, foreign.json()]).toEqual([
      403,
      expect.objectContaining({ message: ACCOUNT_MESSAGES.forbidden, code: 'FORBIDDEN' }),
    ]);
    expect((await send('GET', '/api/parent/p1/children')).statusCode).toBe(401);
    expect((await send('GET', '/api/open')).statusCode).toBe(200);
    expect((await send('POST', '/api/forgot', 'p1')).statusCode).toBe(403);
  });

  it('refuses to start an app whose child rule has no lookup to ask', async () => {
    await expect(createNestApp(WithoutOwnership, logger)).rejects.toThrow(
      'DELETE /api/parent/:parentId/child/:childId need a CHILD_OWNERSHIP provider',
    );
  });
});
