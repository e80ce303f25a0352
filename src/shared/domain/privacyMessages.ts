/**
 * Personal data (issue 54, LFPDPPP DOF 20-03-2025): the Spanish texts of the privacy feature — the
 * notice and purposes, consents, the marketing export and the access log.
 */
export const PRIVACY_MSG = {
  noticeSaved: 'Aviso de privacidad guardado: versión',
  noticeMissing: 'La agencia aún no publica su aviso de privacidad',
  noticeUnchanged: 'El aviso no cambió; se conserva la versión vigente',
  purposeSaved: 'Finalidad guardada',
  purposeNotFound: 'La finalidad no existe',
  purposeNotVoluntary: 'Solo las finalidades voluntarias requieren consentimiento expreso; las necesarias se aceptan al entregar los datos',
  purposeNameTaken: 'Ya existe una finalidad con ese nombre',
  consentRecorded: 'Consentimiento registrado',
  oppositionRecorded: 'Oposición registrada',
  staleNoticeVersion: 'La versión del aviso de privacidad ya no está vigente; recargue la página',
  unknownPurposes: 'Alguna finalidad aceptada no existe o no es voluntaria',
  /** The marketing export's header says it; the screen shows it after the download. */
  skippedForConsent: (n: number) => (n === 1 ? '1 lead sin consentimiento de marketing quedó fuera' : `${n} leads sin consentimiento de marketing quedaron fuera`),
  agencyNotFound: 'La agencia no existe',
  collectedBeforeNotices: 'Recabado antes del registro de avisos',
  notCampaignList: 'Esta lista no se exporta para campañas: use una lista de leads',
} as const;

/** The privacy forms' validation texts (the schemas' own; the API answers them as they are). */
export const PRIVACY_FORM_MSG = {
  integralRequired: 'Escriba el aviso integral',
  simplifiedRequired: 'Escriba el aviso simplificado',
  purposeRequired: 'Escriba la finalidad',
  badPurpose: 'Finalidad de exportación inválida: usa marketing',
} as const;

/** How the data reached us (the consent's 'medio'): the label the screens show. */
export const COLLECTION_CHANNELS = {
  personal: 'Captura del personal',
  importacion: 'Importación',
  adf: 'ADF (portal o marca)',
  'formulario-flotillas': 'Formulario web de flotillas',
  'tienda-en-linea': 'Tienda en línea',
  whatsapp: 'WhatsApp',
  'solicitud-arco': 'Solicitud ARCO',
} as const;
export type CollectionChannel = keyof typeof COLLECTION_CHANNELS;

/** The purposes every agency starts with (the admin renames, adds or retires them). */
export const SEEDED_PURPOSES = [
  { name: 'Atender su solicitud', necessary: true, marketing: false },
  { name: 'Promociones y marketing', necessary: false, marketing: true },
  { name: 'Encuestas', necessary: false, marketing: false },
] as const;

/** What the access log records (the 'Acción' column of 'Bitácora de acceso'). */
export const ACCESS_ACTIONS = {
  export: 'Exportó una lista',
  'contact-view': 'Vio un contacto sin máscara',
  'document-download': 'Descargó un documento',
  'role-change': 'Cambió roles o permisos',
  'key-rotation': 'Rotó una llave',
  'consent-change': 'Registró un consentimiento',
  'arco-download': 'Descargó el archivo de una solicitud ARCO',
} as const;
export type AccessAction = keyof typeof ACCESS_ACTIONS;

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
  oppositionRecorded: (n: number) => (n === 1 ? 'Oposición registrada en 1 registro de la persona' : `Oposición registrada en ${n} registros de la persona`),
} as const;

/** The access answer's file (issue 54): its states and the texts of its calls. */
export const ACCESS_FILE_MSG = {
  queued: 'Se está generando el archivo de acceso; estará listo en unos momentos',
  onlyAccess: 'Solo una solicitud de acceso genera el archivo de acceso',
  notReady: 'El archivo de acceso aún no está listo',
  onlyHandler: 'Solo quien atiende la solicitud descarga el archivo de acceso',
  failed: 'No se pudo generar el archivo de acceso; vuelva a generarlo',
} as const;
