import { z } from 'zod';

/**
 * The building blocks of every answer's contract (issue 41). A route declares its answer with these
 * in `schema.response`; Fastify serialises through it (a field not in the contract never leaves the
 * server) and the renderer reads the same schema's wire side as its type:
 *
 *   export const saleRow = z.object({ id: z.number(), createdAt: wireDateTime, … });
 *   export type SaleRow = Wire<typeof saleRow>;   // what the renderer receives
 *
 * A handler returns the schema's output side (a Date where a moment is), the client receives its
 * input side (ISO text): `Wire<S>` is that input side.
 */
export type Wire<S extends z.ZodType> = z.input<S>;

/**
 * What a client sends to a request schema (a query, a `filters` JSON, a body): its input side, except
 * for the keys whose input side is `unknown` (z.preprocess, z.coerce accept anything): there the
 * parsed side says what to send. The renderer types its requests with it, so a key renamed or added
 * in the schema reaches the screen (or fails its typecheck):
 *
 *   export type ProspectFilters = Pick<Sent<typeof prospectListQuery>, 'ProductId' | 'company'>;
 *
 * Not for a key whose parse changes what the value is (storableDate reads ISO text into a Date):
 * there the parsed side is not what travels.
 */
export type Sent<S extends z.ZodType> = {
  [K in keyof z.input<S>]: unknown extends z.input<S>[K] ? z.output<S>[K & keyof z.output<S>] : z.input<S>[K];
};

/**
 * A moment on the wire: the server hands a Date (or the ISO text a raw query already made), the
 * client reads ISO text. A codec, so the response serialiser's encode turns the Date into text and
 * the renderer's type is `string`.
 */
export const wireDateTime = z.codec(z.string(), z.union([z.date(), z.string()]), {
  decode: (text) => text,
  encode: (value) => (typeof value === 'string' ? value : value.toISOString()),
});

/** A day without time (PostgreSQL `date`, read as 'YYYY-MM-DD' text) or a Date the query made of one. */
export const wireDay = z.codec(z.string(), z.union([z.date(), z.string()]), {
  decode: (text) => text,
  encode: (value) => (typeof value === 'string' ? value : value.toISOString().slice(0, 10)),
});

/**
 * A PostgreSQL `numeric` (money, scores): the drivers read it as text, and JSON carries it as the
 * same text so no centavo is lost to a float. A number the query already made is sent as it is.
 */
export const wireNumeric = z.union([z.string(), z.number()]);

/** A count or sum PostgreSQL answers as bigint (text from `pg`, a number from PGlite): the client reads a number. */
export const wireCount = z.codec(z.number(), z.union([z.number(), z.string(), z.bigint()]), {
  decode: (n) => n,
  encode: (value) => Number(value),
});

/** `{ data }`: the envelope of the spec's single-record and action answers. */
export const dataOf = <S extends z.ZodType>(schema: S) => z.object({ data: schema });

/** The list shape every paged call answers (spec part 1 §7): rows plus paging info. */
export const pagedOf = <S extends z.ZodType>(row: S) =>
  z.object({ data: z.array(row), total: z.number(), pages: z.number(), page: z.number(), limit: z.number(), totalCapped: z.boolean().optional() });

/** `{ message }`: an action's Spanish confirmation. */
export const messageAnswer = z.object({ message: z.string() });

/**
 * A file, a stream or a page: the body is not JSON and is sent as it is (Fastify serialises only
 * objects). Declared so the contract and its documentation say so.
 */
export const fileAnswer = z.unknown().meta({ description: 'Un archivo (xlsx, csv, pdf, imagen) o una página; no es JSON.' });

/** No body (204). */
export const noContent = z.null().meta({ description: 'Sin contenido.' });
