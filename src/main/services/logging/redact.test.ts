import { describe, expect, it } from 'vitest';
import { scrubHome, scrubText } from './redact';

const JWT =
  'eyJhbGciOiJSUzI1NiIsImtpZCI6ImxvY2FsLTEifQ.eyJzdWIiOiIxMjMiLCJlbWFpbCI6Imp1YW5AZXhhbXBsZS5jb20ifQ.c2lnbmF0dXJlLXNpZ25hdHVyZS1zaWduYXR1cmU';

describe('scrubText', () => {
  it('masks a failed Cognito sign-in body: the e-mail, the password and every AuthParameter', () => {
    const body = JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'crm-desktop',
      AuthParameters: { USERNAME: 'hostess.monterrey@agencia.mx', PASSWORD: 'Demo2026!', SECRET_HASH: 'abc' },
    });
    const line = JSON.stringify({ level: 50, msg: `NotAuthorizedException on InitiateAuth ${body}`, body: JSON.parse(body) });
    const out = scrubText(line);
    expect(out).not.toContain('hostess.monterrey');
    expect(out).not.toContain('Demo2026!');
    expect(out).not.toContain('SECRET_HASH');
    expect(out).toContain('NotAuthorizedException');
    expect(() => JSON.parse(out)).not.toThrow();
  });

  it('masks an axios error with its request headers and a refresh token in the body', () => {
    const axiosError = {
      message: 'Request failed with status code 401',
      config: {
        url: 'http://127.0.0.1:4000/api/lead/?token=abc123secret&page=2',
        headers: { Authorization: JWT, agencyid: '3', userid: '12' },
        data: '{"refreshToken":"8b0d7c1e-4a5f-4f4e-9b7a-2c1d0e9f8a7b","password":"Otra.Clave1"}',
      },
    };
    const out = scrubText(JSON.stringify({ err: axiosError }));
    expect(out).not.toContain('eyJ');
    expect(out).not.toContain('abc123secret');
    expect(out).not.toContain('8b0d7c1e');
    expect(out).not.toContain('Otra.Clave1');
    expect(out).toContain('page=2');
    expect(out).toContain('status code 401');
    expect(() => JSON.parse(out)).not.toThrow();
  });

  it("masks a lead's contact data: e-mail, 10-digit, spaced and +52 phones", () => {
    const lead = {
      name: 'Lead nuevo',
      email: 'juan.perez@example.com',
      phone: '5512345678',
      phone2: '(81) 1234-5678',
      whatsapp: '+52 1 33 1234 5678',
      other: '+525512345678',
    };
    const out = scrubText(`Lead creado ${JSON.stringify(lead)} y teléfono 55 1234 5678, correo juan%40example.com`);
    for (const secret of ['juan.perez', '5512345678', '1234-5678', '1234 5678', '525512345678', 'juan%40']) expect(out).not.toContain(secret);
    expect(out).toContain('Lead nuevo');
  });

  it('keeps timestamps, ids, versions and addresses that only look like numbers', () => {
    const line = '{"time":"2026-11-28T18:22:36.123Z","ms":1732819200123,"leadId":42,"version":"1.4.0","host":"127.0.0.1:4123","pid":12345}';
    expect(scrubText(line)).toBe(line);
  });

  it('masks Bearer and Display credentials, free-text passwords and escaped JSON', () => {
    const out = scrubText(
      'authorization: Bearer abcdef123456 | Authorization: Display 9f8e7d6c5b4a3f2e1d0c | password=hunter22 | contraseña: "secreta 1" | {"msg":"body {\\"password\\":\\"EnJSON1\\"}"} | stack\\n5512345678',
    );
    for (const secret of ['abcdef123456', '9f8e7d6c5b4a', 'hunter22', 'secreta 1', 'EnJSON1', '5512345678']) expect(out).not.toContain(secret);
  });

  it('masks a JWT wherever it appears', () => {
    expect(scrubText(`sesión vencida: ${JWT} en /api/lead`)).toBe('sesión vencida: [jwt] en /api/lead');
  });
});

describe('scrubHome', () => {
  it("replaces the user's home folder (it names the user) in both slash styles", () => {
    const text = 'C:\\Users\\maria.lopez\\AppData\\Roaming\\CRM Ventas\\logs and C:/Users/maria.lopez/x and "C:\\\\Users\\\\maria.lopez\\\\y"';
    const out = scrubHome(text, 'C:\\Users\\maria.lopez');
    expect(out).not.toContain('maria.lopez');
    expect(out).toContain('~\\AppData');
  });
});
