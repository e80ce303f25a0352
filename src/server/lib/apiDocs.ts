import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_DOCS_PATH } from '../identity/routeAccess';

/** The published groups, by the path's beginning (first match wins). */
const AREAS: [RegExp, string][] = [
  [/^\/api\/public\//, 'Públicas (sin sesión)'],
  [/^\/(cognito|config\.json)/, 'Identidad y configuración'],
  [/^\/api\/(lead-fleet|company)/, 'Flotillas'],
  [/^\/api\/import\//, 'Importaciones'],
  [/^\/api\/lead\/(By|InterestByModel|ResponseTime)/, 'Reportes'],
  [/^\/api\/lead\/duplicates/, 'Duplicados'],
  [/^\/api\/(lead\/TestDriveAppointment|leadActivity\/(data|appointment))/, 'Agenda, citas y visitas'],
  [/^\/api\/agency\/sla/, 'Tiempos de respuesta (SLA)'],
  [/^\/api\/(lead|leads|leadActivity|leadInterest|leadOrigin|leadactivitytype|leadactivitychanneltype)(\/|$)/, 'Leads de menudeo'],
  [/^\/api\/leads-duplicados/, 'Duplicados'],
  [/^\/api\/(agenda|userReminder|registro-visitas|waiting-list-displays)/, 'Agenda, citas y visitas'],
  [/^\/api\/(sale|sales|auth)(\/|$)/, 'Ventas'],
  [/^\/api\/(user|agency)(\/|$)/, 'Administración'],
  [/^\/api\/(product|lead-accesorios)/, 'Producto y accesorios'],
  [/^\/ecommerce-api\//, 'E-commerce'],
  [/^\/inventory\//, 'Inventario'],
  [/^\/api\/bolsa-trabajo/, 'Bolsa de trabajo'],
  [/^\/api\/notification/, 'Notificaciones'],
];
const areaOf = (url: string) => AREAS.find(([re]) => re.test(url))?.[1] ?? 'Servicio';

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
          'un error responde `{ "data": "<mensaje en español>" }` con su código 4xx (400 datos, 401 sesión, 403 permiso, 404, 409, 413, 429).',
        version,
      },
      // The groups in the order a reader looks for them: what outside systems call first.
      tags: [...new Set(['Públicas (sin sesión)', 'Identidad y configuración', ...AREAS.map(([, area]) => area), 'Servicio'])].map((name) => ({ name })),
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // Each call grouped by the area it serves, and marked as needing a session unless it is public.
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const isPublic = (input.route.config as { public?: boolean } | undefined)?.public === true;
      // The renderer's pages (/, /empleos, …) are served by this server but are not calls.
      if (!/^\/(api|cognito|ecommerce-api|inventory|config\.json)(\/|$)/.test(input.url)) return { ...out, schema: { ...out.schema, hide: true } };
      return { ...out, schema: { ...out.schema, tags: [areaOf(input.url)], ...(isPublic ? {} : { security: [{ bearer: [] }] }) } };
    },
  });
  // The viewer's routes are public (the contract holds no data): declared so in their own scope.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    await docs.register(swaggerUi, { routePrefix: API_DOCS_PATH, staticCSP: true, uiConfig: { docExpansion: 'list', deepLinking: true } });
  });
}
