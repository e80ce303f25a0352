/**
 * ARCO requests (issue 54): the rights, states, identity checks and Spanish texts of 'Solicitudes ARCO'.
 * Apart from privacyMessages.ts so the lists' shared code (the export button) does not carry them.
 */

/** The ARCO rights a request exercises (issue 54): slug → label. */
export const ARCO_TYPES = {
  acceso: 'Acceso',
  rectificacion: 'Rectificación',
  cancelacion: 'Cancelación',
  oposicion: 'Oposición',
} as const;
export type ArcoType = keyof typeof ARCO_TYPES;

/** An ARCO request's states: received, being handled, answered, or refused with its reason. */
export const ARCO_STATES = {
  recibida: 'Recibida',
  'en-tramite': 'En trámite',
  respondida: 'Respondida',
  improcedente: 'Improcedente',
} as const;
export type ArcoState = keyof typeof ARCO_STATES;

/** The moves a request may make; respondida and improcedente are final. */
export const ARCO_NEXT_STATES: Record<ArcoState, readonly ArcoState[]> = {
  recibida: ['en-tramite', 'respondida', 'improcedente'],
  'en-tramite': ['respondida', 'improcedente'],
  respondida: [],
  improcedente: [],
};

/** How the person's identity was checked (the document seen, never a copy of it). */
export const ARCO_IDENTITY_METHODS = {
  ine: 'Credencial para votar (INE)',
  pasaporte: 'Pasaporte',
  cedula: 'Cédula profesional',
  representante: 'Representante legal con poder',
  otro: 'Otro documento oficial',
} as const;
export type ArcoIdentityMethod = keyof typeof ARCO_IDENTITY_METHODS;

/** The kinds of record a person's data lives in, as 'Solicitudes ARCO' names them. */
export const PERSON_RECORD_KINDS = {
  lead: 'Lead de venta',
  'fleet-lead': 'Lead de flotilla',
  'fleet-contact': 'Contacto de empresa',
  'fleet-prospect': 'Prospecto de flotilla',
  'accessory-lead': 'Lead de accesorios',
  'whatsapp-conversation': 'Conversación de WhatsApp',
} as const;
export type PersonRecordKind = keyof typeof PERSON_RECORD_KINDS;

export const ARCO_MSG = {
  registered: 'Solicitud ARCO registrada',
  notFound: 'La solicitud ARCO no existe',
  stateChanged: 'Estado de la solicitud actualizado',
  badTransition: 'La solicitud no puede pasar a ese estado',
  reasonRequired: 'Escriba el motivo por el que la solicitud es improcedente',
  recordNotOfPerson: 'Algún registro elegido no corresponde a la persona; vuelva a buscar',
  settingsSaved: 'Configuración de datos personales guardada',
  nameRequired: 'Escriba el nombre de la persona',
  contactRequired: 'Escriba el teléfono o el correo de la persona',
  identityRequired: 'Indique cómo se verificó la identidad',
  receivedFuture: 'La fecha de recepción no puede ser futura',
  purposesRequired: 'Elija al menos una finalidad a la que se opone la persona',
  onlyOpposition: 'Solo una solicitud de oposición registra oposiciones',
  closed: 'La solicitud ya fue atendida',
  onlyCancellation: 'Solo una solicitud de cancelación bloquea datos',
  alreadyBlocked: 'Los datos de esta solicitud ya están bloqueados',
  nothingToBlock: 'La solicitud no tiene registros que bloquear',
  onlyRectification: 'Solo una solicitud de rectificación registra correcciones',
  notInRequest: 'El registro no pertenece a la solicitud',
  rectificationRequired: 'Describa qué se corrigió',
  rectified: 'Corrección registrada',
  blocked: (n: number) => (n === 1 ? 'Datos bloqueados: 1 registro de la persona' : `Datos bloqueados: ${n} registros de la persona`),
  oppositionRecorded: (n: number) => (n === 1 ? 'Oposición registrada en 1 registro de la persona' : `Oposición registrada en ${n} registros de la persona`),
} as const;

/** The access answer's file (issue 54): its states and the texts of its calls. */
export const ACCESS_FILE_MSG = {
  queued: 'Se está generando el archivo de acceso; estará listo en unos momentos',
  onlyAccess: 'Solo una solicitud de acceso genera el archivo de acceso',
  notReady: 'El archivo de acceso aún no está listo',
  onlyHandler: 'Solo quien atiende la solicitud descarga el archivo de acceso',
  failed: 'No se pudo generar el archivo de acceso; vuelva a generarlo',
  erased: 'El archivo de acceso se suprimió junto con los datos de la persona',
} as const;
