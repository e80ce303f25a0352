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
  [/^\/api\/privacy\//, 'Datos personales'],
];
/** How a retried create behaves (lib/idempotency.ts), for integrators. */
const IDEMPOTENCY_DOC =
  '**Reintentos sin duplicados (`Idempotency-Key`).** Las altas marcadas con el encabezado `Idempotency-Key` ' +
  '(prospecto, visita de piso, actividad, cita y prueba de manejo, interés, recordatorio, empresa, lead, producto y actividades de flotilla) ' +
  'aceptan una clave única por intención del usuario (8 a 200 caracteres ASCII visibles; un UUID). Durante 24 horas, la misma clave del mismo ' +
  'usuario con el mismo cuerpo responde la primera respuesta (mismo código y cuerpo, con `Idempotent-Replayed: true`) sin volver a escribir, ' +
  'en cualquier réplica; con otro cuerpo u otra ruta responde 422. Si la primera solicitud sigue en proceso, la segunda la espera hasta 10 s y ' +
  'después responde 409. Una solicitud que falla (4xx o 5xx) libera su clave: el reintento se ejecuta de nuevo.';

/** The route's schema with the optional Idempotency-Key header documented. */
function withIdempotencyHeader(schema: Record<string, unknown>): Record<string, unknown> {
  const headers = (schema.headers as { type?: string; properties?: Record<string, unknown> } | undefined) ?? { type: 'object', properties: {} };
  return {
    ...schema,
    headers: {
      ...headers,
      type: 'object',
      properties: {
        ...headers.properties,
        'idempotency-key': { type: 'string', minLength: 8, maxLength: 200, description: 'Una clave por intención del usuario: el reintento con la misma clave y el mismo cuerpo no escribe de nuevo (24 h).' },
      },
    },
  };
}

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
          'un error responde `{ "data": "<mensaje en español>" }` con su código 4xx (400 datos, 401 sesión, 403 permiso, 404, 409, 413, 429).\n\n' +
          IDEMPOTENCY_DOC,
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
      const idempotent = (input.route.config as { idempotent?: boolean } | undefined)?.idempotent === true;
      const schema = idempotent ? withIdempotencyHeader(out.schema as Record<string, unknown>) : out.schema;
      return { ...out, schema: { ...schema, tags: [areaOf(input.url)], ...(isPublic ? {} : { security: [{ bearer: [] }] }) } };
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
