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
  'arco-block': 'Bloqueó los datos de una solicitud de cancelación',
  'arco-rectification': 'Registró una corrección de una solicitud de rectificación',
} as const;
export type AccessAction = keyof typeof ACCESS_ACTIONS;
