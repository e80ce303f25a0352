import { describe, expect, it } from 'vitest';
import { normalizeEmail } from './normalizeEmail';

describe('normalizeEmail', () => {
  it('lowercases and trims any address', () => {
    expect(normalizeEmail('  Lupita.Lopez@Hotmail.com ')).toBe('lupita.lopez@hotmail.com');
    expect(normalizeEmail('VENTAS@AUTOSDELNORTE.COM.MX')).toBe('ventas@autosdelnorte.com.mx');
    expect(normalizeEmail('mailto:jose.hdz@prodigy.net.mx')).toBe('jose.hdz@prodigy.net.mx');
  });

  it('Gmail: drops the dots and the +tag, and googlemail.com is gmail.com', () => {
    expect(normalizeEmail('Jose.Hernandez+autos@gmail.com')).toBe('josehernandez@gmail.com');
    expect(normalizeEmail('j.o.s.e.hernandez@googlemail.com')).toBe('josehernandez@gmail.com');
    expect(normalizeEmail('josehernandez@GMAIL.COM')).toBe('josehernandez@gmail.com');
  });

  it('keeps dots and tags on other providers, where they are part of the mailbox', () => {
    expect(normalizeEmail('jose.hernandez@outlook.com')).not.toBe(normalizeEmail('josehernandez@outlook.com'));
    expect(normalizeEmail('maria+cotiza@yahoo.com.mx')).toBe('maria+cotiza@yahoo.com.mx');
  });

  it.each([[null], [undefined], [''], ['jose'], ['@gmail.com'], ['jose@'], ['jose@@gmail.com'], ['jose hernandez@gmail.com'], ['jose@localhost'], ['+tag@gmail.com']])(
    'null for what is not an address: %s',
    (input) => {
      expect(normalizeEmail(input)).toBeNull();
    },
  );
});
