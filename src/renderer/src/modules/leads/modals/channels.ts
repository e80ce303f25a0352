/** Activity channels (lead_activity_channel_types); the spec lists no catalogue call for them. */
export const ACTIVITY_CHANNELS = [
  { value: 'presencial', label: 'Presencial' },
  { value: 'telefono', label: 'Teléfono' },
  { value: 'whatsapp', label: 'WhatsApp' },
  { value: 'correo', label: 'Correo electrónico' },
] as const;
