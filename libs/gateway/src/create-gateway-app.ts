import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { ServiceName } from '@abhyas/contracts';
import {
  createNestApp,
  internalAuthKey,
  trustedProxyOf,
  type TrustProxySetting,
} from '@abhyas/runtime';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { registerGatewayAuth } from './auth/gateway-auth.hook';
import { RevocationFeed } from './auth/revocation-feed';
import { SessionRevocations } from './auth/session-revocations';
import { guardServiceClients, type UpstreamGuardOptions } from './clients/guarded-service-client';
import type { ServiceClient } from './clients/service-client';
import { OpenApiMerger } from './docs/openapi-merger';
import { GatewayModule } from './gateway.module';
import { registerGatewayTelemetry } from './observability/gateway-telemetry';
import { refuseUnreadablePaths, rewriteToCanonicalUrl } from './paths/canonical-path.hook';
import { answerCachedHealthFirst } from './health/cached-health.responder';
import { HealthAggregator } from './health/health-aggregator';
import { apiProxyPlugin } from './proxy/api-proxy.plugin';
import { registerRateLimit } from './rate-limit/rate-limit.hook';
import type { RateLimiter } from './rate-limit/rate-limiter';
import { registerSecurityHeaders } from './security/security-headers.hook';
import { registerWebApp } from './web/web-app.plugin';

export interface GatewayOptions {
  clients: Record<ServiceName, ServiceClient>;
  rateLimiter: RateLimiter;
  /** Requests per client address per window, reported in the rate-limit headers. */
  rateLimit: number;
  logger: Logger;
  /** The built web app to serve; omitted when only the API is wanted. */
  webRoot?: string;
  healthCacheMs: number;
  serviceTimeoutMs: number;
  /**
   * Verifies bearer access tokens (HS256); the same secret identity signs with. The key that
   * signs principal headers to services is `INTERNAL_AUTH_SECRET`, or derived from this.
   */
  jwtSecret?: string;
  internalAuthSecret?: string;
  /** Hooks and routes added before the app starts (metrics). */
  configureHttp?: (fastify: FastifyInstance) => void;
  /**
   * Answer a cached `GET /api/health` on the socket, before Fastify (default true). Off, it
   * takes the Nest route like any request: the health bench measures the difference.
   */
  healthFastPath?: boolean;
  /**
   * `TRUST_PROXY`: the proxies whose X-Forwarded-For/-Proto are believed (the client address
   * that rate limits key on, HTTPS for HSTS and the refresh cookie's `Secure`). Unset: nobody.
   */
  trustProxy?: TrustProxySetting;
  /**
   * How often identity's revocation feed is read (default 2 s): the bound on how late a
   * revocation made elsewhere (PIN reset, password change) reaches this gateway.
   */
  revocationPollMs?: number;
  /** Each upstream's time budgets and circuit breaker (defaults: 5 s, 300 s for generation). */
  upstream?: UpstreamGuardOptions;
}

export const DEFAULT_REVOCATION_POLL_MS = 2000;

/** The gateway: health, docs, rate limits and `/api/*` routing; it owns no data. */
export const createGatewayApp = async (
  options: GatewayOptions,
): Promise<NestFastifyApplication> => {
  const clients = guardServiceClients(options.clients, options.upstream);
  const aggregator = new HealthAggregator(clients, {
    cacheMs: options.healthCacheMs,
    serviceTimeoutMs: options.serviceTimeoutMs,
  });
  const merger = new OpenApiMerger(clients);
  const trust = trustedProxyOf(options.trustProxy);
  // Every route, hook and forwarded call sees the canonical path: `..` cannot climb out of the
  // prefix that routed the request, nor a service's answer differ from what the gateway allowed.
  const app = await createNestApp(GatewayModule.with(aggregator, merger), options.logger, {
    http: { rewriteUrl: rewriteToCanonicalUrl, trustProxy: trust },
  });
  const fastify = app.getHttpAdapter().getInstance();
  if (options.healthFastPath !== false) {
    answerCachedHealthFirst(fastify.server, aggregator, trust);
  }

  registerSecurityHeaders(fastify);
  registerGatewayTelemetry(fastify, options.logger);
  options.configureHttp?.(fastify);
  refuseUnreadablePaths(fastify, options.logger);
  registerRateLimit(fastify, options.rateLimiter, options.rateLimit);
  const internalKey = internalAuthKey({
    JWT_SECRET: options.jwtSecret,
    INTERNAL_AUTH_SECRET: options.internalAuthSecret,
  });
  const revocations = new SessionRevocations();
  registerGatewayAuth(fastify, {
    jwtSecret: options.jwtSecret,
    internalKey,
    revocations,
    logger: options.logger,
  });
  const feed = internalKey
    ? new RevocationFeed({
        identity: clients.identity,
        revocations,
        internalKey,
        pollMs: options.revocationPollMs ?? DEFAULT_REVOCATION_POLL_MS,
        logger: options.logger,
      })
    : undefined;
  fastify.addHook('onClose', async () => feed?.stop());
  await fastify.register(apiProxyPlugin, { clients, logger: options.logger });

  const gatewayDocument = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Abhyas API')
      .setDescription('Every `/api` route of the platform, merged from each service.')
      .setVersion('1')
      .build(),
  );
  merger.useGatewayDocument(gatewayDocument);
  SwaggerModule.setup('api/docs', app, gatewayDocument, {
    swaggerOptions: { url: '/api/openapi.json' },
    jsonDocumentUrl: 'api/docs/gateway.json',
    yamlDocumentUrl: 'api/docs/gateway.yaml',
  });

  if (options.webRoot) {
    await registerWebApp(fastify, options.webRoot);
  }
  await app.init();
  feed?.start();
  return app;
};
