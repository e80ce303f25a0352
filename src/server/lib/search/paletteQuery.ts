import { normalizeEmail } from '../../../shared/domain/normalizeEmail';
import { normalizePhoneMx } from '../../../shared/domain/normalizePhoneMx';
import { likePattern } from '../list/likePattern';

/**
 * What the palette's box holds, read once for every feature's search: a record number ('#1234', or
 * a few digits), a phone in any common form (the stored phone key: '55 1234 5678', '+52 1 55…',
 * '5512345678'), an e-mail (the stored e-mail key), and the words for the trigram indexes.
 */
export interface PaletteQuery {
  /** '#1234' (anywhere in the box: 'Ana López #1234' is record 1234) or a number of fewer than 8 digits: a record's id. */
  id?: number;
  /** The 10-digit key of a Mexican phone (leads.phone_key). */
  phoneKey?: string;
  /** The compared key of an e-mail (leads.email_key). */
  emailKey?: string;
  /** '%words%', lower-cased, for the trigram indexes; only from 3 characters (a trigram index needs 3). */
  like?: string;
}

const MAX_ID = 2_147_483_647;

export function parsePaletteQuery(raw: string): PaletteQuery {
  const text = raw.normalize('NFKC').trim();
  const out: PaletteQuery = {};
  // '#1234' anywhere: the lists show a record as 'Nombre Apellido #1234', and that copied whole
  // means that record (issue 51), whatever words come with it. A linear pattern: no backtracking.
  const hash = /(?:^|\s)#\s*(\d{1,10})(?!\d)/.exec(text);
  if (hash) {
    const id = Number(hash[1]);
    return id > 0 && id <= MAX_ID ? { id } : {};
  }
  const digits = text.replace(/\D/g, '');
  const phoneLike = /^[\d\s()+.-]+$/.test(text);
  if (phoneLike && digits.length > 0 && digits.length < 8) {
    const id = Number(digits);
    if (id > 0 && id <= MAX_ID && digits === text) out.id = id;
  }
  if (phoneLike && digits.length >= 10) {
    const key = normalizePhoneMx(text);
    if (key) out.phoneKey = key;
    // The digits as stored where no key is kept (fleet leads, prospects): their last ten.
    out.like = likePattern(digits.slice(-10));
    return out;
  }
  if (text.includes('@')) {
    const key = normalizeEmail(text);
    if (key) out.emailKey = key;
  }
  if (text.length >= 3) out.like = likePattern(text);
  return out;
}

/** Whether the box asks for anything a search can answer. */
export function isEmptyQuery(q: PaletteQuery): boolean {
  return q.id === undefined && !q.phoneKey && !q.emailKey && !q.like;
}
