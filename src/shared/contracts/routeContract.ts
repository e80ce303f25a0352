import type { z } from 'zod';
import type { Permission } from '../domain/permissions';

/**
 * One call of the API, declared once (issue 52) in two halves: the descriptor (`<feature>Contracts.ts`:
 * method, path with its `:name` params, who may call it, and its schemas' TYPES) and the schemas
 * themselves (`<feature>Served.ts`: params, query, body and answer, attached to the descriptor by
 * `attachSchemas`). The server registers the route from the attached contract
 * (`server/lib/serveContract.ts`: the handler is typed by it) and the renderer calls the descriptor
 * through one typed client (`renderer/src/lib/apiCall.ts`: params, query, body and answer inferred),
 * so no path string or answer type is written twice, and the screens bundle no answer schema.
 *
 * Why not ts-rest, zodios or openapi-fetch: we cannot add a dependency, and we do not need them.
 * Our routes already carry zod schemas (fastify-type-provider-zod types the handler from them) and
 * the OpenAPI document is generated from those same schemas; ts-rest's shape — a plain object per
 * call in a shared folder, a server adapter and a client built from it — is the one that keeps
 * both, while zodios would replace the axios instance (its interceptors carry auth, the agency
 * headers, the version check and connectivity) and openapi-fetch would generate types from the
 * document we already generate from the schemas, one step further from the source.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Which base the call goes to (the runtime configuration's bases; each is a prefix on our server). */
export type ApiBase = 'main' | 'reporting' | 'notification' | 'ecommerce' | 'inventory';

/** Who may call it, as the route registry reads it (server/identity/routeAccess.ts): exactly one. */
export type ContractAccess = { permission: Permission | readonly Permission[] } | { signedIn: true } | { public: true };

/** The zod schemas of a call: its params, query and body, and its answer per status (as Fastify serialises it). */
export interface CallSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer per status (the 2xx ones are what the client receives). */
  response: Readonly<Record<number, z.ZodType>>;
}

declare const schemaTypes: unique symbol;

/**
 * A call as the renderer sees it: method, path and base as values, its schemas as TYPES only (a
 * phantom key no value carries), so a screen that imports a call bundles no zod schema. The server
 * attaches the schemas (`attachSchemas`, in the feature's `…Served.ts`) and serves the result.
 */
export interface CallDescriptor<S extends CallSchemas = CallSchemas> {
  method: HttpMethod;
  /** Relative to its base, with `:name` for each param (`/lead/:id`): the param names the client fills in. */
  path: string;
  /** Other paths the same route answers at (the spec writes some with and without a trailing slash); clients use `path`. */
  alsoAt?: readonly string[];
  /** Default 'main' (/api). */
  base?: ApiBase;
  access: ContractAccess;
  /** Query arrays travel as `key=a&key=b` (what the server's querystring parser reads as a list) instead of axios' `key[]=a`. */
  arrays?: 'repeat';
  /** Type only: never set. */
  readonly [schemaTypes]?: S;
}

/** A call with its schemas attached: what the server registers (server/lib/serveContract.ts). */
export type RouteContract<S extends CallSchemas = CallSchemas> = CallDescriptor<S> & S;

/** The schema types a call declares. */
export type SchemasOf<C> = C extends CallDescriptor<infer S> ? S : never;

/** One part of a call's schemas (`undefined` when it declares none). */
export type SchemaPart<C, K extends keyof CallSchemas> = SchemasOf<C> extends { [P in K]: infer T } ? (T extends z.ZodType ? T : undefined) : undefined;

/** The descriptor half of a call: what the renderer may hold at run time. */
export type DescriptorFields = Omit<CallDescriptor, typeof schemaTypes>;

/**
 * Declares a feature's calls from the types of their schemas (`import type` of the feature's
 * `…Served.ts`): each key of the schema group needs its descriptor, no other key is allowed, and a
 * path with `:name` params needs a params schema naming exactly those.
 */
export function describeCalls<G extends Readonly<Record<string, CallSchemas>>>() {
  return <const D extends { [K in keyof G]: DescriptorFields }>(descriptors: D & { [K in keyof G]: PathMatchesParams<D[K]['path'], G[K]> } & { [K in Exclude<keyof D, keyof G>]: never }): {
    [K in keyof G]: D[K] & CallDescriptor<G[K]>;
  } => descriptors as never;
}

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type SameSchema<A, B> = [A, B] extends [z.ZodType, z.ZodType] ? (Equal<z.input<A>, z.input<B>> extends true ? Equal<z.output<A>, z.output<B>> : false) : Equal<A, B>;
type Parts<S> = { [K in keyof CallSchemas]-?: K extends keyof S ? S[K] : undefined };
type SameResponses<A, B> = Equal<keyof A, keyof B> extends true ? ({ [K in keyof A & keyof B]: SameSchema<A[K], B[K]> }[keyof A & keyof B] extends true ? true : false) : false;
/** The schemas given match the types the descriptor declares (input and output side of each part, every answer status). */
export type SchemasMatch<Declared, Given> =
  SameSchema<Parts<Declared>['params'], Parts<Given>['params']> extends true
    ? SameSchema<Parts<Declared>['query'], Parts<Given>['query']> extends true
      ? SameSchema<Parts<Declared>['body'], Parts<Given>['body']> extends true
        ? SameResponses<Parts<Declared>['response'], Parts<Given>['response']>
        : false
      : false
    : false;

type Mismatch<K> = { schemas: `the schemas given for '${K & string}' are not the ones its descriptor declares` };

/**
 * The server's half: each descriptor with its schemas attached, for serveContract. A schema whose
 * input or output type is not the one the descriptor declares, a missing call or a stray one fails
 * the typecheck.
 */
export function attachSchemas<D extends Readonly<Record<string, CallDescriptor>>, const G extends { [K in keyof D]: CallSchemas }>(
  descriptors: D,
  schemas: G & { [K in keyof D]: SchemasMatch<SchemasOf<D[K]>, G[K]> extends true ? unknown : Mismatch<K> } & { [K in Exclude<keyof G, keyof D>]: never },
): { [K in keyof D]: D[K] & G[K] } {
  const attached: Record<string, unknown> = {};
  for (const key of Object.keys(descriptors)) attached[key] = { ...descriptors[key], ...(schemas as Record<string, CallSchemas>)[key] };
  return attached as never;
}

/** A feature's schema group, as `describeCalls` reads it. */
export function callSchemas<const G extends Readonly<Record<string, CallSchemas>>>(schemas: G): G {
  return schemas;
}

type SchemaKeys = keyof CallSchemas;

/**
 * A call declared with its schemas in one go (tests, and a server-only call no screen makes): the
 * descriptor and its schemas in one value, as `attachSchemas` makes them.
 */
export function route<const C extends DescriptorFields & CallSchemas>(
  contract: C & PathMatchesParams<C['path'], Pick<C, Extract<keyof C, SchemaKeys>>>,
): C & CallDescriptor<Pick<C, Extract<keyof C, SchemaKeys>>> {
  return contract as never;
}

/** The `:name` params of a path, as a union of names. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path with params needs a params schema naming exactly those params (a typo fails the declaration's typecheck). */
type PathMatchesParams<P extends string, S> = [PathParamNames<P>] extends [never]
  ? unknown
  : S extends { params: infer Params extends z.ZodType }
    ? [Exclude<PathParamNames<P>, keyof z.input<Params>>] extends [never]
      ? unknown
      : { pathParams: `missing a path param: ${Exclude<PathParamNames<P>, keyof z.input<Params>> & string}` }
    : { pathParams: `${P} has params: declare their schema` };

declare const sentShape: unique symbol;
/** A schema whose input side says nothing useful (z.preprocess: unknown), branded with what clients send. */
export type SentAs<S extends z.ZodType, T> = S & { readonly [sentShape]: T };

/** Brands a schema with the shape clients send to it (type only: the schema is unchanged). */
export function sentAs<T>() {
  return <S extends z.ZodType>(schema: S): SentAs<S, T> => schema as SentAs<S, T>;
}

/** A parsed value as a client may send it: a moment as ISO text (JSON has no Date) or a Date axios turns into that text. */
type Loosened<T> = T extends Date ? Date | string : T;

/**
 * What a client sends to a request schema (shallow): a key's input side, or where that says nothing
 * (z.preprocess, z.coerce: unknown) its parsed side, a moment loosened to ISO text.
 */
export type Sends<S extends z.ZodType> = {
  [K in keyof z.input<S>]: unknown extends z.input<S>[K] ? Loosened<z.output<S>[K & keyof z.output<S>]> : z.input<S>[K];
};

/**
 * What a client may send to a request schema: `Sends<S>`, or the schema's input side as the
 * feature's own payload types say it (`z.input`, the fleet forms' types): both are what the schema
 * parses, and either way a key the schema does not know fails the typecheck.
 */
export type Sendable<S extends z.ZodType> = Sends<S> | z.input<S>;

/** What a client sends to a request schema: the brand when there is one, otherwise `Sendable<S>`. */
export type SentTo<S extends z.ZodType> = S extends { readonly [sentShape]: infer T } ? T : Sendable<S>;

type Success = 200 | 201 | 202 | 204;

type Responses<C> = SchemasOf<C>['response'];

/** The body a client receives from a call (the wire side of its 2xx answers). */
export type AnswerOf<C extends CallDescriptor> = z.input<Responses<C>[Extract<keyof Responses<C>, Success>]>;

/** The `data` of an answer in the `{ data }` envelope. */
export type DataOf<C extends CallDescriptor> = AnswerOf<C> extends { data: infer D } ? D : never;

/** The query a client sends to a call. */
export type QueryOf<C extends CallDescriptor> = SchemaPart<C, 'query'> extends z.ZodType ? Sends<SchemaPart<C, 'query'>> : never;

/** The body a client sends to a call (its schema's brand, or `Sendable`). */
export type BodyOf<C extends CallDescriptor> = SchemaPart<C, 'body'> extends z.ZodType ? SentTo<SchemaPart<C, 'body'>> : never;

type Part<Key extends string, S> = S extends z.ZodType ? (object extends SentTo<S> ? { [K in Key]?: SentTo<S> } : { [K in Key]: SentTo<S> }) : unknown;

/**
 * What a caller passes: `params`, `query` and `body` as the schemas take them. A call without a body
 * schema (its handler reads none) may still send an empty object, as the screens always did.
 */
export type CallInput<C extends CallDescriptor> = Part<'params', SchemaPart<C, 'params'>> &
  Part<'query', SchemaPart<C, 'query'>> &
  (SchemaPart<C, 'body'> extends z.ZodType ? Part<'body', SchemaPart<C, 'body'>> : { body?: Record<string, never> });
