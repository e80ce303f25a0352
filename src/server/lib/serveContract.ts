import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteContract } from '../../shared/contracts/routeContract';
import { typed } from './zodApp';

/** The Fastify schema a contract declares (what the type provider types the handler with). */
export interface ContractSchema<C extends RouteContract> {
  params: C['params'];
  querystring: C['query'];
  body: C['body'];
  response: C['response'];
}

/** A handler typed by its contract: request.params/query/body parsed by its schemas, the answer checked against its response. */
export type ContractHandler<C extends RouteContract> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  ContractSchema<C>,
  ZodTypeProvider
>;

/**
 * What the server adds to a contract: the body limit (a server resource), hooks, and configuration
 * other than access (`idempotent`). Access and schemas come from the contract only.
 */
export type ServeOptions = Omit<RouteShorthandOptions, 'schema' | 'config'> & {
  config?: Omit<FastifyContextConfig, 'permission' | 'signedIn' | 'public'>;
  /**
   * The start of the contract's path that the serving plugin's own prefix already says: the public
   * plugin (registered at /api/public) serves `/public/import-progress/:key` with `mountedAt: '/public'`.
   */
  mountedAt?: string;
  /** The body's media types when not JSON (the docs publish it under them): a multipart form's route. */
  consumes?: readonly string[];
};

/**
 * Registers a contract's route (at its path and any `alsoAt`) with the contract's access and
 * schemas. The contract's base is the plugin's prefix: a feature serves its `main` contracts under
 * /api as its old routes were.
 */
export function serveContract<C extends RouteContract>(app: FastifyInstance, contract: C, { mountedAt = '', consumes, ...options }: ServeOptions, handler: ContractHandler<C>): void {
  // Only the parts it declares (Fastify warns about a part given as undefined).
  const schema = {
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.query ? { querystring: contract.query } : {}),
    ...(contract.body ? { body: contract.body } : {}),
    response: contract.response,
    ...(consumes ? { consumes: [...consumes] } : {}),
  };
  const config = { ...options.config, ...contract.access };
  for (const path of [contract.path, ...(contract.alsoAt ?? [])]) {
    if (!path.startsWith(`${mountedAt}/`)) throw new Error(`${contract.method} ${path} is not under ${mountedAt}`);
    typed(app).route({ ...options, method: contract.method, url: path.slice(mountedAt.length), config, schema, handler: handler as never });
  }
}
