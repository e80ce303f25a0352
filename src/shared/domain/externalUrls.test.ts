import { describe, expect, it } from 'vitest';
import { isAllowedExternalUrl } from './externalUrls';

describe('external link allow-list', () => {
  it.each([
    'https://ayuda.crm-ventas.mx/leads',
    'https://postventa.crm-ventas.mx',
    'https://credito.crm-ventas.mx/solicitud?lead=4',
    'https://wa.me/525512345678',
    'mailto:cliente@correo.mx',
    'tel:+525512345678',
  ])('accepts %s', (url) => expect(isAllowedExternalUrl(url)).toBe(true));

  it.each([
    'https://evil.example/?next=https://wa.me/52',
    'https://wa.me.evil.example/52',
    'https://ayuda.crm-ventas.mx.evil.example/',
    'https://ayuda.crm-ventas.mx@evil.example/',
    'https://user:pw@wa.me/52',
    'http://wa.me/52',
    'https://wa.me:8443/52',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'data:text/html,<script>alert(1)</script>',
    'http://localhost:4000/api',
    'http://127.0.0.1@evil.example',
    'app://crm/sells',
    'mailto:a@b.mx?bcc=x@evil.example&to=y@evil.example/..',
    'tel:javascript:alert(1)',
    '',
    'wa.me/52',
  ])('refuses %s', (url) => expect(isAllowedExternalUrl(url)).toBe(false));

  it.each([
    'mailto:%E0%A4%A@x.com',
    'tel:%E0%A4%A',
    'mailto:a@b.mx?subject=%E0%A4%A',
    'mailto:a@b.mx?subject=Hola%0D%0ABcc:%20x@evil.example',
    'mailto:a@b.mx?body=linea%0Aotra',
    'mailto:a@b.mx?subject=uno%0Ddos',
  ])('denies malformed percent-encoding and CR/LF in mailto fields without throwing: %s', (url) => {
    expect(() => isAllowedExternalUrl(url)).not.toThrow();
    expect(isAllowedExternalUrl(url)).toBe(false);
  });

  it('still allows a mailto with a plain subject and body', () => {
    expect(isAllowedExternalUrl('mailto:cliente@correo.mx?subject=Cotizaci%C3%B3n&body=Hola%20Juan')).toBe(true);
  });
});
