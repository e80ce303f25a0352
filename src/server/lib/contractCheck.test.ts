import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { route } from '../../shared/contracts/routeContract';
import { installContractCheck } from './contractCheck';
import { installRouteRegistry } from './routeRegistry';
import { serveContract } from './serveContract';

const ping = route({ method: 'GET', path: '/ping/:id', access: { permission: 'lead:view' }, params: z.object({ id: z.coerce.number() }), response: { 200: z.object({ data: z.number() }) } });
const create = route({ method: 'POST', path: '/thing/', alsoAt: ['/thing'], access: { signedIn: true }, body: z.object({ name: z.string() }), response: { 201: z.object({ data: z.string() }) } });

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function build(declared: Parameters<typeof installContractCheck>[1], serve: (api: FastifyInstance) => void): FastifyInstance {
  const made = Fastify();
  made.setValidatorCompiler(validatorCompiler);
  made.setSerializerCompiler(serializerCompiler);
  installRouteRegistry(made);
  installContractCheck(made, declared);
  void made.register(async (api) => serve(api), { prefix: '/api' });
  return made;
}

describe('serveContract and the start check', () => {
  it('registers the route from its contract: path, every alsoAt, its access, its schemas', async () => {
    app = build([ping, create], (api) => {
      serveContract(api, ping, {}, async (request) => ({ data: request.params.id * 2 }));
      serveContract(api, create, { bodyLimit: 1024 }, async (request, reply) => reply.status(201).send({ data: request.body.name }));
    });
    await app.ready();
    expect(app.routeTable.map((r) => `${r.method} ${r.url} ${JSON.stringify(r.access)} ${r.bodyLimit ?? ''}`)).toEqual([
      'GET /api/ping/:id {"permission":"lead:view"} ',
      'POST /api/thing/ {"signedIn":true} 1024',
      'POST /api/thing {"signedIn":true} 1024',
    ]);
    expect((await app.inject({ method: 'GET', url: '/api/ping/21' })).json()).toEqual({ data: 42 });
    expect((await app.inject({ method: 'POST', url: '/api/thing', payload: {} })).statusCode).toBe(400);
  });

  it('refuses to start while a declared call has no route', async () => {
    app = build([ping, create], (api) => {
      serveContract(api, ping, {}, async (request) => ({ data: request.params.id }));
    });
    await expect(app.ready()).rejects.toThrow('Declared calls no route serves: POST /api/thing/');
  });
});
