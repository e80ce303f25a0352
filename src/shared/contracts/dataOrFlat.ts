import { z } from 'zod';
import { sentAs, type Sendable, type SentAs } from './routeContract';

/**
 * The screens send most bodies as `{ data: {...} }` and a few flat (spec §7). The same schema
 * accepts both: a `data` object is unwrapped, anything else is validated as it is. Clients are typed
 * to send the envelope, plus any extra keys the screens always sent and the schema strips (`{ data, UserId }`,
 * `{ data: { …, UserId } }`), so a request stays byte for byte what it was.
 */
export function dataOrFlat<T extends z.ZodType, Extra extends object = object, DataExtra extends object = object>(
  schema: T,
): SentAs<ReturnType<typeof unwrapping<T>>, { data: Sendable<T> & DataExtra } & Extra> {
  return sentAs<{ data: Sendable<T> & DataExtra } & Extra>()(unwrapping(schema));
}

/** The same schema, sent flat by clients (`POST /leadInterest {…}`). */
export function flatOrData<T extends z.ZodType>(schema: T): SentAs<ReturnType<typeof unwrapping<T>>, Sendable<T>> {
  return sentAs<Sendable<T>>()(unwrapping(schema));
}

/** The same, clients typed to send `T` (a form's own values type, declared where the call is). */
export function dataOrFlatAs<T>() {
  return <S extends z.ZodType>(schema: S): SentAs<ReturnType<typeof unwrapping<S>>, T> => sentAs<T>()(unwrapping(schema));
}

/** A body as the schemas read it: a `data` object unwrapped, anything else as it is (for a hook that looks before validation). */
export function unwrapped(body: unknown): unknown {
  if (body && typeof body === 'object' && 'data' in body) {
    const inner = (body as { data: unknown }).data;
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) return inner;
  }
  return body;
}

function unwrapping<T extends z.ZodType>(schema: T) {
  return z.preprocess(unwrapped, schema);
}
