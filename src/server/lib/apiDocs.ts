import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_DOCS_PATH } from '../identity/routeAccess';

/**
 * The dealer API's published contract (issue 41): an OpenAPI document generated from every route's
 * zod schemas (request and answer) and a viewer, at /api/docs (the document at /api/docs/json).
 * Dealer portals, the agencies' sites and integrators read it; nothing is written by hand, so it
 * cannot drift from what the routes check and send. Register before any route (it collects them).
 */
export async function installApiDocs(app: FastifyInstance, version: string): Promise<void> {
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([import('@fastify/swagger'), import('@fastify/swagger-ui')]);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'CRM Ventas JAC — API de distribuidores',
        description:
          'Las llamadas del CRM (bajo /api, con sesión: `Authorization: Bearer <token>` de /cognito) y las públicas ' +
          '(bajo /api/public: formularios de los sitios, ADF de los portales, vacantes). Cada respuesta sigue el esquema publicado aquí; ' +
          'un error responde `{ "message": "…" }` en español con su código 4xx.',
        version,
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    // Only the API's calls: the renderer's pages and the catalogue's files are not part of the contract.
    hideUntagged: false,
  });
  // The viewer's routes are public (the contract holds no data): declared so in their own scope.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    await docs.register(swaggerUi, { routePrefix: API_DOCS_PATH, staticCSP: true, uiConfig: { docExpansion: 'list', deepLinking: true } });
  });
}
