/**
 * The Spanish texts of idempotent writes, drafts and the outbox (issue: a showroom's Wi-Fi drops).
 * Not fixed by the specification (it has no offline behaviour); kept apart from `messages.ts`, which holds
 * the texts the specification fixes.
 */
export const OFFLINE_MSG = {
  keyReusedWithOtherBody: 'La clave de idempotencia ya se usó con otra solicitud',
  keyInProgress: 'La solicitud con esta clave sigue en proceso; intenta de nuevo en unos segundos',
  keyInvalid: 'La clave de idempotencia no es válida',
  pending: 'Pendiente de enviar',
  needsAttention: 'Requiere atención',
  recoverDraft: 'Recuperar borrador',
  discardDraft: 'Descartar borrador',
  offlineSince: (time: string) => `Sin conexión · datos de las ${time}`,
  savedOffline: 'Sin conexión: se guardó como pendiente de enviar y se enviará al volver la conexión',
  signOutPending: (count: number) =>
    `Tienes ${count} ${count === 1 ? 'registro pendiente' : 'registros pendientes'} de enviar. Si cierras sesión no se enviarán hasta que vuelvas a entrar con este usuario. ¿Cerrar sesión?`,
} as const;
