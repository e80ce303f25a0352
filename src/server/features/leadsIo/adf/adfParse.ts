import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { IntakeLeadInput } from '../../../../shared/schemas/leadIntake';
import { xmlLimitProblem } from './xmlLimits';

export const ADF_MSG = {
  notXml: 'El documento no es XML válido',
  notAdf: 'El documento no es ADF 1.0: se esperaba <adf> con al menos un <prospect>',
  doctype: 'El documento ADF no puede declarar DOCTYPE ni entidades',
  unknownAgency: 'La agencia no existe',
  badSecret: 'La clave ADF de la agencia no es válida',
  received: 'Prospectos recibidos',
} as const;

/** The parser's error codes (fast-xml-parser's XMLValidator), said in Spanish: its own messages are English and quote its internals. */
const XML_PROBLEMS: Record<string, string> = {
  InvalidTag: 'una etiqueta no se cierra o se cierra en otro orden',
  InvalidAttr: 'un atributo está mal escrito',
  InvalidChar: 'hay un carácter no permitido',
};

/** Why an XML document is not well formed, for its sender: what and where. */
function xmlProblem(err: { code: string; line: number; col: number }): string {
  return `${ADF_MSG.notXml}: ${XML_PROBLEMS[err.code] ?? 'su estructura no es válida'} (línea ${err.line}, columna ${err.col})`;
}

/** One <prospect> as we take it: the contact, the vehicle as written, the provider and the sender's id. */
export interface AdfProspect {
  /** <id source="…">value</id>: the same pair sent again is the same prospect. */
  source: string;
  externalId: string;
  lead: IntakeLeadInput;
  vehicle: { make: string; model: string; year?: number };
  provider: string;
  comments: string;
}

export class AdfError extends Error {}

type Node = Record<string, unknown>;

// Built on the first ADF parsed, not when the app loads: fast-xml-parser's options builder cost ~0.1 s
// of CPU of the embedded API's start (issue 51), for a parser most starts never use.
let parser: XMLParser | undefined;
const newParser = () => new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Entities of a DOCTYPE are refused before parsing; the five XML ones are still decoded.
  processEntities: true,
  isArray: (name) => ['prospect', 'name', 'email', 'phone', 'vehicle', 'id', 'comments'].includes(name),
});

const textOf = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string' || typeof v === 'number') return String(v).trim();
  if (Array.isArray(v)) return textOf(v[0]);
  if (typeof v === 'object') return textOf((v as Node)['#text']);
  return '';
};
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);
const attr = (v: unknown, name: string): string => (v && typeof v === 'object' && !Array.isArray(v) ? textOf((v as Node)[`@_${name}`]) : '');

/** Splits 'María José Hernández Núñez' as Mexican names usually go: the last two words are the surnames. */
function splitFull(full: string): { first: string; last: string } {
  const words = full.split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { first: words[0] ?? '', last: '' };
  if (words.length === 2) return { first: words[0]!, last: words[1]! };
  return { first: words.slice(0, -2).join(' '), last: words.slice(-2).join(' ') };
}

/**
 * The document's tree, or an AdfError: whatever the parser throws on a document that passed the
 * caps (its own security and nesting checks included) is the sender's document at fault, a 400.
 */
function parseXml(xml: string): Node {
  try {
    const valid = XMLValidator.validate(xml);
    if (valid !== true) throw new AdfError(xmlProblem(valid.err));
    return (parser ??= newParser()).parse(xml) as Node;
  } catch (error) {
    if (error instanceof AdfError) throw error;
    throw new AdfError(`${ADF_MSG.notXml}: su estructura no se puede leer`);
  }
}

/**
 * Reads an ADF 1.0 document (the automotive lead format portals and brands send) with fast-xml-parser:
 * a real XML parser rather than regular expressions, so CDATA, entities, attributes in any order and
 * namespaces are read the way the sender meant. Throws AdfError (a 400 for the caller) when the text is
 * not well-formed XML, declares a DOCTYPE, or is not <adf> with prospects.
 */
export function parseAdf(xml: string): AdfProspect[] {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new AdfError(ADF_MSG.doctype);
  const limit = xmlLimitProblem(xml);
  if (limit) throw new AdfError(limit);
  const doc = parseXml(xml);
  const adf = doc.adf as Node | undefined;
  const prospects = adf && typeof adf === 'object' ? list(adf.prospect) : [];
  if (prospects.length === 0) throw new AdfError(ADF_MSG.notAdf);
  return prospects.map((raw) => {
    const p = (raw && typeof raw === 'object' ? raw : {}) as Node;
    const id = list(p.id)[0];
    const customer = (p.customer ?? {}) as Node;
    const contact = (customer.contact ?? {}) as Node;
    const names = list(contact.name);
    const part = (which: string) => textOf(names.find((n) => attr(n, 'part') === which));
    let first = part('first');
    let last = part('last');
    if (!first && !last) ({ first, last } = splitFull(part('full') || textOf(names[0])));
    const phones = list(contact.phone);
    const phone = phones.find((n) => ['voice', 'cellphone', ''].includes(attr(n, 'type'))) ?? phones[0];
    const vehicle = (list(p.vehicle)[0] ?? {}) as Node;
    const provider = (p.provider ?? {}) as Node;
    const providerName = textOf(list(provider.name)[0]) || textOf(provider.service);
    const yearText = textOf(vehicle.year);
    const comments = [...list(customer.comments), ...list(p.comments)].map(textOf).filter(Boolean).join('\n');
    return {
      source: attr(id, 'source') || providerName,
      externalId: textOf(id),
      lead: { firstName: first, lastName: last, email: textOf(list(contact.email)[0]), phone: textOf(phone), comments },
      vehicle: { make: textOf(vehicle.make), model: textOf(vehicle.model), year: /^\d{4}$/.test(yearText) ? Number(yearText) : undefined },
      provider: providerName,
      comments,
    };
  });
}
