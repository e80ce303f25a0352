import { describe, expect, it } from 'vitest';
import { CREDIT_PROVIDER_URL } from '../../shared/domain/externalUrls';
import { HELP_BASE_URL, HELP_BOARD_URL, POSTVENTA_URL } from '../../shared/domain/menu';
import { allowedExternalUrl, isAllowedExternalUrl } from './urlAllowList';

describe('isAllowedExternalUrl', () => {
  it.each([
    HELP_BOARD_URL,
    `${HELP_BASE_URL}/leads`,
    `${HELP_BASE_URL}/ventas?x=1#y`,
    POSTVENTA_URL,
    `${POSTVENTA_URL}/ordenes`,
    CREDIT_PROVIDER_URL,
    `${CREDIT_PROVIDER_URL}/solicitud?lead=42`,
    'https://wa.me/525512345678',
    'https://wa.me/525512345678?text=Hola%20te%20escribo%20de%20la%20agencia',
    'mailto:cliente@correo.mx',
    'mailto:cliente@correo.mx?subject=Cotizaci%C3%B3n',
    'tel:+525512345678',
    'tel:5512345678',
    'HTTPS://AYUDA.CRM-VENTAS.MX/leads',
  ])('accepts %s', (url) => {
    expect(isAllowedExternalUrl(url)).toBe(true);
  });

  it.each([
    // other and look-alike hosts
    'https://evil.example/',
    'https://ayuda.crm-ventas.mx.evil.com/',
    'https://ayuda-crm-ventas.mx/',
    'https://xayuda.crm-ventas.mx/',
    'https://crm-ventas.mx/',
    'https://wa.me.evil.com/5255',
    'https://evilwa.me/5255',
    'https://api.whatsapp.com/send?phone=5255',
    'https://ayuda.crm-ventas.mx%2eevil.com/',
    'https://аyuda.crm-ventas.mx/', // Cyrillic 'а'
    // userinfo tricks
    'https://ayuda.crm-ventas.mx@evil.com/',
    'https://ayuda.crm-ventas.mx:443@evil.com/',
    'https://user:pass@ayuda.crm-ventas.mx/',
    'https://evil.com\\@ayuda.crm-ventas.mx/',
    // plain http and other ports
    'http://ayuda.crm-ventas.mx/',
    'http://wa.me/5255',
    'http://postventa.crm-ventas.mx',
    'https://ayuda.crm-ventas.mx:8443/',
    // dangerous schemes
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\nscript:alert(1)',
    ' javascript:alert(1)',
    'javascript://ayuda.crm-ventas.mx/%0aalert(1)',
    'file:///etc/passwd',
    'file://ayuda.crm-ventas.mx/c$/windows',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'app://crm/sells',
    'ms-settings:',
    'smb://evil.com/share',
    // localhost tricks
    'http://localhost:4000/',
    'http://127.0.0.1:4000/api',
    'https://localhost/',
    'https://127.0.0.1/',
    'https://0x7f000001/',
    'http://[::1]/',
    // allowed URL inside another URL
    'https://evil.example/?next=https://ayuda.crm-ventas.mx/',
    'https://evil.example/https://wa.me/5255',
    'https://evil.example/#https://ayuda.crm-ventas.mx',
    'https://evil.example/?next=app://crm',
    // malformed mailto / tel
    'mailto:',
    'mailto:javascript:alert(1)',
    'mailto:a@b.com%0d%0abcc:x@evil.com',
    'mailto:cliente@correo.mx?bcc=espia@evil.com',
    'tel:',
    'tel:abc',
    'tel:5512345678?x=https://evil.com',
    // not a URL / not a string
    '',
    'ayuda.crm-ventas.mx',
    '//ayuda.crm-ventas.mx/',
    'https://',
    `https://ayuda.crm-ventas.mx/${'a'.repeat(3000)}`,
  ])('refuses %s', (url) => {
    expect(isAllowedExternalUrl(url)).toBe(false);
  });

  it('refuses values that are not strings', () => {
    for (const value of [undefined, null, 42, {}, ['https://wa.me/5255'], new URL('https://wa.me/5255')]) {
      expect(isAllowedExternalUrl(value)).toBe(false);
    }
  });

  it('hands the OS the parser-normalised URL', () => {
    expect(allowedExternalUrl('HTTPS://Ayuda.CRM-ventas.mx/leads')).toBe('https://ayuda.crm-ventas.mx/leads');
  });

  it('denies malformed percent-encoding and CR/LF in mailto fields at the OS boundary without throwing', () => {
    for (const url of ['mailto:%E0%A4%A@x.com', 'tel:%E0%A4%A', 'mailto:a@b.mx?subject=a%0D%0Abcc:x@evil.example']) {
      expect(() => allowedExternalUrl(url)).not.toThrow();
      expect(allowedExternalUrl(url)).toBeNull();
    }
  });
});
