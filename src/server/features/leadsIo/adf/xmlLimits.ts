/**
 * Caps an XML document must keep before fast-xml-parser builds anything (issue 42): a document of
 * 10,000 nested elements, 100,000 attributes or 1,000 prospects cost seconds of the event loop (or
 * hit the parser's own nesting error, a 500), and an element named `__proto__` or `constructor` made
 * the parser throw. One linear pass over the tags, no tree: every refusal is a Spanish reason naming
 * the limit, answered 400 by the caller (AdfError).
 */
export const XML_LIMITS = {
  elements: 20_000,
  depth: 32,
  attributes: 10_000,
  prospects: 500,
} as const;

/** Names that would reach an object's prototype once they are keys of the parsed tree. */
const RESERVED = new Set(['__proto__', 'constructor', 'prototype']);

const n = (v: number) => v.toLocaleString('es-MX');

export const XML_LIMIT_MSG = {
  elements: `El documento tiene más de ${n(XML_LIMITS.elements)} elementos (el límite)`,
  depth: `El documento anida más de ${n(XML_LIMITS.depth)} elementos uno dentro de otro (el límite)`,
  attributes: `El documento tiene más de ${n(XML_LIMITS.attributes)} atributos (el límite)`,
  prospects: `El documento tiene más de ${n(XML_LIMITS.prospects)} prospectos (el límite por documento)`,
  reserved: (name: string) => `El documento usa el nombre reservado «${name.slice(0, 40)}» para un elemento o atributo`,
} as const;

// A tag: its kind mark (! ? /), its name, the rest up to '>'. CDATA and comments are skipped by kind.
const TAG = /<([!?/]?)([^\s>/]*)([^>]*)>/g;
const ATTR_NAME = /([^\s=/]+)\s*=/g;

/** The first limit the document crosses, as the message to answer; undefined when it keeps them all. */
export function xmlLimitProblem(xml: string): string | undefined {
  let elements = 0;
  let depth = 0;
  let attributes = 0;
  let prospects = 0;
  TAG.lastIndex = 0;
  for (let m = TAG.exec(xml); m; m = TAG.exec(xml)) {
    const [, mark, name, rest] = m as unknown as [string, string, string, string];
    if (mark === '!' || mark === '?') continue;
    if (RESERVED.has(localName(name))) return XML_LIMIT_MSG.reserved(name);
    if (mark === '/') {
      depth = Math.max(0, depth - 1);
      continue;
    }
    if (++elements > XML_LIMITS.elements) return XML_LIMIT_MSG.elements;
    if (localName(name) === 'prospect' && ++prospects > XML_LIMITS.prospects) return XML_LIMIT_MSG.prospects;
    if (!rest.endsWith('/') && ++depth > XML_LIMITS.depth) return XML_LIMIT_MSG.depth;
    ATTR_NAME.lastIndex = 0;
    for (let a = ATTR_NAME.exec(rest); a; a = ATTR_NAME.exec(rest)) {
      if (++attributes > XML_LIMITS.attributes) return XML_LIMIT_MSG.attributes;
      if (RESERVED.has(localName(a[1]!))) return XML_LIMIT_MSG.reserved(a[1]!);
    }
  }
  return undefined;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);
