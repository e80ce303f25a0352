/**
 * Spanish texts of the contact SLA (issue 30): the state labels a list or the dashboard shows and
 * the notifications the server sends ('{lead}', '{minutes}', '{deadline}' are filled with fill()).
 * No imports, so the screens can use them without loading the holiday calendar.
 */
export const SLA_STATE_LABELS = {
  'en-tiempo': 'En tiempo',
  'por-vencer': 'Por vencer',
  vencido: 'Vencido',
  cumplido: 'Cumplido',
  'cumplido-tarde': 'Cumplido tarde',
} as const;

export const SLA_MSG = {
  firstContactTarget: 'Tiempo objetivo de primer contacto (minutos)',
  followUpTarget: 'Tiempo objetivo de seguimiento (minutos)',
  returnToSubasta: 'Regresar el lead a subasta al vencer',
  closureDays: 'Días de cierre de la agencia',
  targetPositive: 'El tiempo objetivo debe ser mayor a 0 minutos',
  closureDayInvalid: 'La fecha de cierre no es válida',
  warnOwner: 'El lead {lead} está por vencer su tiempo de primer contacto ({minutes} min); vence el {deadline}',
  warnOwnerFollowUp: 'El lead {lead} está por vencer su tiempo de seguimiento ({minutes} min); vence el {deadline}',
  breached: 'El lead {lead} superó el tiempo de primer contacto de {minutes} min',
  breachedFollowUp: 'El lead {lead} superó el tiempo de seguimiento de {minutes} min',
  returnedToSubasta: 'El lead {lead} regresó a subasta por no ser contactado a tiempo',
  restDay: 'Día de descanso obligatorio',
  closureDay: 'Día de cierre de la agencia',
} as const;
