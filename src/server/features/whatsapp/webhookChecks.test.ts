import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inboundPayload, optWord, phoneKeyOf } from './inbound';
import { sniffWhatsappMedia } from './mediaType';
import { secretBoxFor } from './secretBox';
import { appointmentText, paramCountOf, prefilledParams, renderTemplate } from './templates';
import { jsonDepthExceeds, phoneNumberIdsIn, signatureMatches } from './webhookRoutes';

describe('webhook checks (issue 53)', () => {
  const raw = Buffer.from('{"entry":[{"changes":[{"value":{"metadata":{"phone_number_id":"123456"}}}]}]}');
  const good = `sha256=${createHmac('sha256', 'secreto').update(raw).digest('hex')}`;

  it('accepts only the HMAC-SHA256 of the exact bytes with the app secret', () => {
    expect(signatureMatches(raw, good, 'secreto')).toBe(true);
    expect(signatureMatches(raw, good, 'otro')).toBe(false);
    expect(signatureMatches(Buffer.concat([raw, Buffer.from(' ')]), good, 'secreto')).toBe(false);
    expect(signatureMatches(raw, undefined, 'secreto')).toBe(false);
    expect(signatureMatches(raw, good.replace('sha256=', 'sha1='), 'secreto')).toBe(false);
    expect(signatureMatches(raw, 'sha256=abcd', 'secreto')).toBe(false);
    expect(signatureMatches(raw, 'sha256=zz', 'secreto')).toBe(false);
  });

  it('finds the phone number ids without parsing', () => {
    expect(phoneNumberIdsIn(raw.toString())).toEqual(['123456']);
    expect(phoneNumberIdsIn('{"phone_number_id":"1", "phone_number_id" : "2"}')).toEqual(['1', '2']);
    expect(phoneNumberIdsIn('{"phone_number_id":123}')).toEqual([]);
  });

  it('counts nesting over the text, strings and escapes skipped', () => {
    expect(jsonDepthExceeds('['.repeat(10_000) + ']'.repeat(10_000), 32)).toBe(true);
    expect(jsonDepthExceeds(raw.toString(), 32)).toBe(false);
    expect(jsonDepthExceeds(`{"a":"${'['.repeat(100)}"}`, 32)).toBe(false);
    expect(jsonDepthExceeds(`{"a":"\\"${'['.repeat(100)}"}`, 32)).toBe(false);
  });
});

describe('inbound messages', () => {
  it('reads opt-out and opt-in words in any spelling', () => {
    for (const t of ['BAJA', 'baja', ' Baja. ', 'ALTO', 'stop', 'Stop!']) expect(optWord(t), t).toBe('out');
    expect(optWord('alta')).toBe('in');
    for (const t of ['dar de baja mi auto', 'hola', '', null]) expect(optWord(t)).toBeNull();
  });

  it('keys a WhatsApp id like the duplicate keys: +52 1 mobiles and 10 digits are one client', () => {
    expect(phoneKeyOf('5215512345678')).toBe('5512345678');
    expect(phoneKeyOf('525512345678')).toBe('5512345678');
    expect(phoneKeyOf('14155552671')).toBe('14155552671');
  });

  it('stores each kind with its text; unknown kinds and impossible places are unsupported', () => {
    expect(inboundPayload({ type: 'text', text: { body: 'Hola' } })).toMatchObject({ kind: 'text', text: 'Hola' });
    expect(inboundPayload({ type: 'image', image: { id: '9', mime_type: 'image/jpeg', caption: 'INE' } })).toMatchObject({ kind: 'image', text: 'INE', body: { mediaId: '9' } });
    expect(inboundPayload({ type: 'interactive', interactive: { type: 'list_reply', list_reply: { id: 'x', title: 'Sábado' } } })).toMatchObject({ kind: 'interactive', text: 'Sábado' });
    expect(inboundPayload({ type: 'button', button: { text: 'Sí', payload: 'p' } })).toMatchObject({ kind: 'button', text: 'Sí' });
    expect(inboundPayload({ type: 'location', location: { latitude: 19.4, longitude: -99.1, name: 'Agencia' } })).toMatchObject({ kind: 'location', body: { latitude: 19.4 } });
    expect(inboundPayload({ type: 'location', location: { latitude: 300, longitude: 0 } }).kind).toBe('unsupported');
    expect(inboundPayload({ type: 'reaction' }).kind).toBe('unsupported');
    expect(inboundPayload({ type: 'text', text: { body: 'x'.repeat(10_000) } }).text).toHaveLength(4096);
  });

  it('judges a file by its bytes: voice notes, images, PDF; markup and unknown bytes refused', () => {
    expect(sniffWhatsappMedia(Buffer.from('OggS\0\x02rest'), 'audio/ogg')).toBe('audio/ogg');
    expect(sniffWhatsappMedia(Buffer.from('%PDF-1.7 x'), 'application/pdf')).toBe('application/pdf');
    expect(sniffWhatsappMedia(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]), 'image/jpeg')).toBe('image/jpeg');
    expect(sniffWhatsappMedia(Buffer.from('%PDF-1.7 <script>alert(1)</script>'), 'application/pdf')).toBeUndefined();
    expect(sniffWhatsappMedia(Buffer.from('<html>hola</html>'), 'image/png')).toBeUndefined();
  });
});

describe('templates and secrets', () => {
  it('counts, prefills and renders {{n}}', () => {
    expect(paramCountOf('Hola {{1}}, soy {{2}} de {{3}}')).toBe(3);
    expect(paramCountOf('Sin parámetros')).toBe(0);
    expect(prefilledParams(2, { clientName: 'Ana', adviserName: 'Luis', agencyName: 'JAC Sur', appointment: null })).toEqual(['Ana', 'Luis']);
    expect(renderTemplate('Hola {{1}}, te atiende {{2}}', ['Ana', 'Luis'])).toBe('Hola Ana, te atiende Luis');
  });

  it('fills {{4}} with the next appointment as a client reads it, in Mexico City time; empty without one', () => {
    // 16:30 UTC on 15 Dec 2026 is 10:30 in Mexico City (UTC-6, no daylight saving since 2022).
    const at = new Date('2026-12-15T16:30:00Z');
    expect(appointmentText(at)).toBe('martes 15 de diciembre a las 10:30');
    expect(prefilledParams(4, { clientName: 'Ana', adviserName: null, agencyName: 'JAC Sur', appointment: at })).toEqual(['Ana', 'JAC Sur', 'JAC Sur', 'martes 15 de diciembre a las 10:30']);
    expect(prefilledParams(4, { clientName: 'Ana', adviserName: 'Luis', agencyName: 'JAC Sur', appointment: null })[3]).toBe('');
  });

  it('seals with AES-256-GCM: a new IV each time, tampering detected, a wrong key refused', () => {
    const box = secretBoxFor({ dataDir: ':memory:', whatsappSecretKey: Buffer.alloc(32, 7).toString('base64') });
    const a = box.seal('EAAtoken1234');
    expect(a).not.toContain('EAAtoken1234');
    expect(box.seal('EAAtoken1234')).not.toBe(a);
    expect(box.open(a)).toBe('EAAtoken1234');
    const tampered = `v1:${Buffer.from(Buffer.from(a.slice(3), 'base64').map((b, i) => (i === 30 ? b ^ 1 : b))).toString('base64')}`;
    expect(() => box.open(tampered)).toThrow();
    const other = secretBoxFor({ dataDir: ':memory:', whatsappSecretKey: Buffer.alloc(32, 8).toString('hex') });
    expect(() => other.open(a)).toThrow();
    expect(() => secretBoxFor({ dataDir: ':memory:', whatsappSecretKey: 'corta' })).toThrow(/32 bytes/);
  });
});
