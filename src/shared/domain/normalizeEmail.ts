import { trimTrailing } from './trimTrailing';

/** Domains that deliver to the same Gmail mailbox whatever dots or '+tag' the address carries. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The key two leads' e-mails are compared on: trimmed and lowercased (the domain is
 * case-insensitive and no Mexican provider treats the local part's case as meaningful). For Gmail
 * (and googlemail.com, the same mailboxes) the dots and a '+tag' of the local part are dropped and
 * the domain becomes gmail.com: 'Juan.Perez+autos@GoogleMail.com' → 'juanperez@gmail.com'. Other
 * providers keep dots and tags (hotmail.com, outlook.com, yahoo.com.mx and prodigy.net.mx treat
 * them as part of the address). null when it is not an address (no single '@', an empty side).
 */
export function normalizeEmail(input: string | null | undefined): string | null {
  if (!input) return null;
  const text = input.trim().replace(/^mailto:/i, '').toLowerCase();
  const at = text.indexOf('@');
  if (at <= 0 || at !== text.lastIndexOf('@') || at === text.length - 1 || /\s/.test(text)) return null;
  let local = text.slice(0, at);
  let domain = trimTrailing(text.slice(at + 1), '.');
  if (!domain.includes('.')) return null;
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.split('+')[0]!.replace(/\./g, '');
    domain = 'gmail.com';
    if (!local) return null;
  }
  return `${local}@${domain}`;
}
