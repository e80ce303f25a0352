/** '+525512345678' → '+52 55 1234 5678', the way phones are read aloud in Mexico. */
export function formatProspectPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const local = digits.length === 12 && digits.startsWith('52') ? digits.slice(2) : digits;
  if (local.length !== 10) return phone;
  return `+52 ${local.slice(0, 2)} ${local.slice(2, 6)} ${local.slice(6)}`;
}
