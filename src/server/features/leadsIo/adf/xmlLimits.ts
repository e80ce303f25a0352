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
  /** Characters of one element's text, one CDATA section or one attribute value: a lead's longest field is a few thousand. */
  textChars: 64 * 1024,
  /** Characters of one element or attribute name. */
  nameChars: 256,
  /** Entity references (&amp; …) in the whole document: each costs the parser a lookup and a copy. */
  entities: 20_000,
} as const;

/** Names that would reach an object's prototype once they are keys of the parsed tree. */
const RESERVED = new Set(['__proto__', 'constructor', 'prototype']);

const n = (v: number) => v.toLocaleString('es-MX');

export const XML_LIMIT_MSG = {
  elements: `El documento tiene más de ${n(XML_LIMITS.elements)} elementos (el límite)`,
  depth: `El documento anida más de ${n(XML_LIMITS.depth)} elementos uno dentro de otro (el límite)`,
  attributes: `El documento tiene más de ${n(XML_LIMITS.attributes)} atributos (el límite)`,
  prospects: `El documento tiene más de ${n(XML_LIMITS.prospects)} prospectos (el límite por documento)`,
  text: `El documento tiene un texto o un atributo de más de ${n(XML_LIMITS.textChars / 1024)} KB (el límite)`,
  name: `El documento tiene un nombre de elemento o de atributo de más de ${n(XML_LIMITS.nameChars)} caracteres (el límite)`,
  entities: `El documento tiene más de ${n(XML_LIMITS.entities)} referencias de entidad como &amp; (el límite)`,
  reserved: (name: string) => `El documento usa el nombre reservado «${name.slice(0, 40)}» para un elemento o atributo`,
} as const;

/** The first limit the document crosses, as the message to answer; undefined when it keeps them all. */
export function xmlLimitProblem(xml: string): string | undefined {
  // The caps on sizes are what keep the validator and the parser after this scan within a fraction of
  // a second on a 2 MB document of any shape (issue 51): 2 MB of text or of '&amp;' in one element
  // cost them most of a second of CPU, a loaded machine more than one.
  if (tooManyEntities(xml)) return XML_LIMIT_MSG.entities;
  let elements = 0;
  let depth = 0;
  let attributes = 0;
  let prospects = 0;
  // One pass of indexes, no regular expression (issue 51): the former attribute pattern
  // /([^\s=/]+)\s*=/g retried from every character of a long quoted value, so a 1 MB attribute took
  // minutes of the event loop. Each character is looked at a bounded number of times here.
  let at = xml.indexOf('<');
  if (at > XML_LIMITS.textChars) return XML_LIMIT_MSG.text;
  while (at !== -1) {
    const next = xml.charCodeAt(at + 1);
    if (next === BANG || next === QUESTION) {
      // Comments, CDATA and processing instructions hold no elements: skip to their own end.
      const end = xml.startsWith('<!--', at) ? xml.indexOf('-->', at + 4) : xml.startsWith('<![CDATA[', at) ? xml.indexOf(']]>', at + 9) : xml.indexOf('>', at + 2);
      if (end === -1) return undefined;
      if (end - at > XML_LIMITS.textChars) return XML_LIMIT_MSG.text;
      at = nextTag(xml, end);
      if (at === TEXT_TOO_LONG) return XML_LIMIT_MSG.text;
      continue;
    }
    const closing = next === SLASH;
    let i = closing ? at + 2 : at + 1;
    const nameStart = i;
    while (i < xml.length && !isNameEnd(xml.charCodeAt(i))) i++;
    if (i - nameStart > XML_LIMITS.nameChars) return XML_LIMIT_MSG.name;
    const name = xml.slice(nameStart, i);
    if (RESERVED.has(localName(name))) return XML_LIMIT_MSG.reserved(name);
    if (closing) {
      depth = Math.max(0, depth - 1);
      const end = xml.indexOf('>', i);
      if (end === -1) return undefined;
      at = nextTag(xml, end);
      if (at === TEXT_TOO_LONG) return XML_LIMIT_MSG.text;
      continue;
    }
    if (++elements > XML_LIMITS.elements) return XML_LIMIT_MSG.elements;
    if (localName(name) === 'prospect' && ++prospects > XML_LIMITS.prospects) return XML_LIMIT_MSG.prospects;
    // The attributes: a name, '=', a quoted value skipped whole (a '>' inside quotes does not end the tag).
    let selfClosing = false;
    while (i < xml.length) {
      const c = xml.charCodeAt(i);
      if (c === GT) break;
      if (c === SLASH) {
        selfClosing = xml.charCodeAt(i + 1) === GT;
        i++;
        continue;
      }
      if (c === QUOTE || c === APOS) {
        const close = xml.indexOf(xml[i]!, i + 1);
        if ((close === -1 ? xml.length : close) - i > XML_LIMITS.textChars) return XML_LIMIT_MSG.text;
        i = close === -1 ? xml.length : close + 1;
        continue;
      }
      if (isSpace(c) || c === EQ) {
        i++;
        continue;
      }
      const attrStart = i;
      while (i < xml.length && !isAttrNameEnd(xml.charCodeAt(i))) i++;
      if (i - attrStart > XML_LIMITS.nameChars) return XML_LIMIT_MSG.name;
      const attr = xml.slice(attrStart, i);
      if (++attributes > XML_LIMITS.attributes) return XML_LIMIT_MSG.attributes;
      if (RESERVED.has(localName(attr))) return XML_LIMIT_MSG.reserved(attr);
    }
    if (!selfClosing && ++depth > XML_LIMITS.depth) return XML_LIMIT_MSG.depth;
    at = nextTag(xml, i);
    if (at === TEXT_TOO_LONG) return XML_LIMIT_MSG.text;
  }
  return undefined;
}

const TEXT_TOO_LONG = -2;

/** The next '<' after the '>' at `end`, -1 at the end of the document, TEXT_TOO_LONG when the text between is over the cap. */
function nextTag(xml: string, end: number): number {
  const at = xml.indexOf('<', end + 1);
  const textEnd = at === -1 ? xml.length : at;
  return textEnd - end - 1 > XML_LIMITS.textChars ? TEXT_TOO_LONG : at;
}

function tooManyEntities(xml: string): boolean {
  let count = 0;
  for (let at = xml.indexOf('&'); at !== -1; at = xml.indexOf('&', at + 1)) if (++count > XML_LIMITS.entities) return true;
  return false;
}

const BANG = 0x21;
const QUESTION = 0x3f;
const SLASH = 0x2f;
const GT = 0x3e;
const EQ = 0x3d;
const QUOTE = 0x22;
const APOS = 0x27;
const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
const isNameEnd = (c: number) => isSpace(c) || c === GT || c === SLASH;
const isAttrNameEnd = (c: number) => isNameEnd(c) || c === EQ || c === QUOTE || c === APOS;
const localName = (name: string) => name.slice(name.indexOf(':') + 1);
