import { describe, expect, it } from 'vitest';
import { arrivalAppointmentText, confirmationMessage, confirmationWhatsAppUrl } from './appointmentArrival';
import { isAllowedExternalUrl } from './externalUrls';

describe('the arrival loop texts', () => {
  it("says the appointment as the wizard's result shows it", () => {
    expect(arrivalAppointmentText('11:00', 'Ana Pérez')).toBe('Tiene cita a las 11:00 con Ana Pérez');
    expect(arrivalAppointmentText('11:00', null)).toBe('Tiene cita a las 11:00');
  });

  it('builds the reminder as a wa.me link the allow-list lets out, the text encoded', () => {
    const text = confirmationMessage('Luis', 'JAC Polanco', '11:00');
    expect(text).toMatch(/^Hola Luis, le confirmamos su cita en JAC Polanco mañana a las 11:00/);
    const url = confirmationWhatsAppUrl('+525512345678', text)!;
    expect(url.startsWith('https://wa.me/525512345678?text=Hola%20Luis')).toBe(true);
    expect(new URL(url).searchParams.get('text')).toBe(text);
    expect(isAllowedExternalUrl(url)).toBe(true);
    expect(confirmationWhatsAppUrl('55123', text)).toBeNull();
    expect(confirmationWhatsAppUrl(null, text)).toBeNull();
  });
});
