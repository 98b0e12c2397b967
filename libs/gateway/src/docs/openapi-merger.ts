import { SERVICE_NAMES, type ServiceName } from '@abhyas/contracts';
import type { ServiceClient } from '../clients/service-client';

interface OpenApiDocument {
  openapi?: string;
  info?: unknown;
  paths?: Record<string, unknown>;
  tags?: Array<{ name: string }>;
  components?: { schemas?: Record<string, unknown> };
}

const CACHE_MS = 30_000;

/** One OpenAPI document for the whole API, merged from each service's own; a missing one is skipped. */
export class OpenApiMerger {
  private cached?: { document: OpenApiDocument; at: number };

  private gatewayDocument: OpenApiDocument = {};

  constructor(private readonly clients: Record<ServiceName, ServiceClient>) {}

  /** The gateway's own routes; known only once its Nest app exists. */
  useGatewayDocument(document: OpenApiDocument): void {
    this.gatewayDocument = document;
    this.cached = undefined;
  }

  async document(): Promise<OpenApiDocument> {
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) {
      return this.cached.document;
    }
    const documents = await Promise.all(
      SERVICE_NAMES.map((name) =>
        this.clients[name].openApi().then(
          (doc) => doc as OpenApiDocument,
          () => undefined,
        ),
      ),
    );
    const merged: OpenApiDocument = {
      ...this.gatewayDocument,
      paths: { ...this.gatewayDocument.paths },
      components: { schemas: { ...this.gatewayDocument.components?.schemas } },
    };
    for (const doc of documents) {
      Object.assign(merged.paths!, doc?.paths);
      Object.assign(merged.components!.schemas!, doc?.components?.schemas);
    }
    this.cached = { document: merged, at: Date.now() };
    return merged;
  }
}
