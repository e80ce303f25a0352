import type { z } from 'zod';
import type { Permission } from '../domain/permissions';

/**
 * One call of the API, declared once (issue 52): its method, path (with `:name` params), the zod
 * schemas of its params, query, body and answer, and who may call it. The server registers the route
 * from it (`server/lib/serveContract.ts`: the handler is typed by it) and the renderer calls it
 * through one typed client (`renderer/src/lib/apiCall.ts`: params, query, body and answer inferred),
 * so no path string or answer type is written twice.
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

export interface RouteContract {
  method: HttpMethod;
  /** Relative to its base, with `:name` for each param (`/lead/:id`). */
  path: string;
  /** Other paths the same route answers at (the spec writes some with and without a trailing slash); clients use `path`. */
  alsoAt?: readonly string[];
  /** Default 'main' (/api). */
  base?: ApiBase;
  access: ContractAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer per status, as Fastify serialises it (the 2xx ones are what the client receives). */
  response: Readonly<Record<number, z.ZodType>>;
  /** Query arrays travel as `key=a&key=b` (what the server's querystring parser reads as a list) instead of axios' `key[]=a`. */
  arrays?: 'repeat';
}

/** Declares a call: returns it as it is, with its literal types kept for inference on both sides. */
export function route<const C extends RouteContract>(contract: C & PathMatchesParams<C>): C {
  return contract;
}

/** The `:name` params of a path, as a union of names. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path with params needs a params schema naming exactly those params (a typo fails the declaration's typecheck). */
type PathMatchesParams<C extends RouteContract> = [PathParamNames<C['path']>] extends [never]
  ? unknown
  : C['params'] extends z.ZodType
    ? [Exclude<PathParamNames<C['path']>, keyof z.input<C['params']>>] extends [never]
      ? unknown
      : { params: `missing a path param: ${Exclude<PathParamNames<C['path']>, keyof z.input<C['params']>> & string}` }
    : { params: `${C['path']} has params: declare their schema` };

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

/** The body a client receives from a call (the wire side of its 2xx answers). */
export type AnswerOf<C extends RouteContract> = z.input<C['response'][Extract<keyof C['response'], Success>]>;

/** The `data` of an answer in the `{ data }` envelope. */
export type DataOf<C extends RouteContract> = AnswerOf<C> extends { data: infer D } ? D : never;

/** The query a client sends to a call. */
export type QueryOf<C extends RouteContract> = C['query'] extends z.ZodType ? Sends<C['query']> : never;

/** The body a client sends to a call (its schema's brand, or `Sendable`). */
export type BodyOf<C extends RouteContract> = C['body'] extends z.ZodType ? SentTo<C['body']> : never;

type Part<Key extends string, S> = S extends z.ZodType ? (object extends SentTo<S> ? { [K in Key]?: SentTo<S> } : { [K in Key]: SentTo<S> }) : unknown;

/**
 * What a caller passes: `params`, `query` and `body` as the schemas take them. A call without a body
 * schema (its handler reads none) may still send an empty object, as the screens always did.
 */
export type CallInput<C extends RouteContract> = Part<'params', C['params']> &
  Part<'query', C['query']> &
  (C['body'] extends z.ZodType ? Part<'body', C['body']> : { body?: Record<string, never> });
