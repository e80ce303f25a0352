/**
 * Every Spanish text the spec (part 2 §2, §4, §5, §8) fixes for the fleet area: companies, fleet
 * leads, activities and follow-ups. The API answers failures with these (`{ data: message }`) and
 * the screens show the same constants, so both sides say exactly the same thing.
 */
export const FLEET_MSG = {
  // §8 shared error shape
  requestFailed: 'Ocurrió un error en la solicitud',
  offline: 'No se pudo conectar con el servidor',
  errorTitle: 'Error',
  listError: 'Ocurrió un error',
  listErrorShort: 'Error...',
  loading: 'Cargando...',
  loadingEn: 'Loading...',
  notFound: 'No se encontró el registro',

  // §5 validation
  allFieldsRequired: 'Todos los campos son requeridos',
  /** A refused 'Presupuesto' (negative, fractional centavos, not a number): the form, the list filter and the import. */
  invalidBudget: 'El presupuesto debe ser una cantidad de 0 o más',
  vehicleRequired: 'Al menos un vehículo es requerido',
  completeAllFields: 'Completa todos los campos para continuar',
  writeComment: 'Debes escribir un comentario',
  tryAgain: 'Intente de nuevo',
  onlyProduct: 'No puedes eliminar el único producto de la flotilla',
  selectUser: 'Seleccione un usuario',
  selectAgency: 'Seleccione una agencia',
  missingData: 'Faltan datos por llenar',

  // §4 phase moves
  cannotAdvance: 'No se puede avanzar de etapa',
  cannotGoBack: 'No se puede retroceder de etapa',
  stageFinishedTitle: 'Etapa finalizada',
  stageFinished: 'La etapa ha sido finalizada con éxito',

  // §8 failures and successes
  companyUpdateFailed: 'No se pudo actualizar la empresa',
  companyCreated: 'La empresa ha sido creada correctamente',
  companyModified: 'La empresa ha sido modificada correctamente',
  companyDeletedTitle: 'Cuenta eliminada',
  companyDeleted: 'El registro se ha eliminado con éxito',
  companyToggled: 'Empresa actualizada correctamente',
  leadCreated: 'Lead creado correctamente',
  leadEdited: 'Lead editado correctamente',
  leadDeleted: 'Lead eliminado',
  leadReassigned: 'Lead reasignado correctamente',
  activityRegistered: 'La actividad se ha registrado correctamente',
  activityUpdated: 'Actividad actualizada',
  statusChanged: 'Status cambiado',
  commentSaved: 'Comentario guardado',
  productAdded: 'Producto agregado correctamente',
  productEdited: 'Producto editado correctamente',
  productDeleted: 'Producto eliminado correctamente',

  // Texts of our own where the spec is silent (the feature README's Decisions)
  leadFrozen: 'Lead congelado',
  leadReactivated: 'Lead reactivado',
  cannotFreeze: 'El lead ya está congelado',
  cannotReactivate: 'Solo un lead congelado puede reactivarse',
  frozenLead: 'El lead está congelado',
  activityClosed: 'La actividad está cerrada',
  testDriveNoFollowUp: 'Las pruebas de manejo no llevan comentarios de seguimiento',
  companyHasLeads: 'La empresa tiene leads de flotilla y no se puede eliminar',
  inactiveCompany: 'La empresa está inactiva',
  userNotAssignable: 'El usuario no puede recibir cuentas de flotilla',
  colorNotOfProduct: 'El color no corresponde al modelo',
  invalidDateRange: 'La fecha inicial no puede ser mayor a la fecha final',

  // Stage work (issue 12): §5 rules, §8 texts
  allFieldsNeeded: 'Todos los campos son necesarios',
  vinOrPlateExists: 'VIN o placa ya existe',
  noProductsSelected: 'No se seleccionaron productos',
  vinsRequired: 'Debes ingresar todos los VINs',
  documentRequired: 'Debes subir al menos un documento',
  fileNotFound: 'No se encontró el archivo',
  dealerAdded: 'Dealer agregado correctamente',
  documentsUploaded: 'Documentos subidos correctamente',
  quotationCreated: 'La cotización fue creada con éxito',
  testDriveCreated: 'La prueba de manejo fue creada con éxito',
  deliveryCreated: 'La entrega fue creada con éxito',
  investigationUpdated: 'Se ha actualizado el estado de la investigación de cuenta',
  // ours where the spec is silent
  vinsUnique: 'Los VINs no pueden repetirse',
  vinTaken: 'Uno de los VINs ya está registrado en otra venta',
  notATestDrive: 'La actividad no es una prueba de manejo',
  dealerExists: 'El dealer ya está agregado al lead',

  // §2 screen texts
  confirmDeleteCompany: '¿Estás seguro que deseas eliminar la cuenta?',
  confirmDeleteLead: '¿Estás seguro que deseas eliminar el lead?',
  deleteLeadTitle: 'Eliminar',
  noExecutive: 'Sin ejecutivo asignado',
  unassigned: 'Sin asignar',
  notApplicable: 'N/A',
  noActivities: 'No hay actividades programadas',
  agendaError: 'Ha ocurrido un error',
  noAdvisor: 'Sin asesor asignado',
  noActivity: 'Sin actividad',
  deactivateAccount: 'Desactivar cuenta',
  activateAccount: 'Activar cuenta',
  createCompany: 'Crear empresa',
  createLead: 'Crear lead',
  discardLead: 'Descartar Lead',
  freeze: 'Congelar',
  reactivate: 'Reactivar',
  next: 'Siguiente',
  previous: 'Anterior',
  back: 'Atrás',
  cancel: 'Cancelar',
  register: 'Registrar',
  save: 'Guardar',
  close: 'Cerrar',
  open: 'Abrir',
  add: 'Agregar',
  accept: 'Aceptar',
  statusOpen: 'Abierto',
  statusClosed: 'Cerrado',
  active: 'Activo',
  inactive: 'Inactivo',
  newActivityTitle: 'Agregar nueva actividad',
  followUpTitle: 'Seguimiento de actividad',
  records: (n: number) => `${n} registro(s)`,
} as const;

/** The message strings only (functions excluded): the API's error catalogue. */
export const FLEET_MESSAGE_TEXTS: readonly string[] = Object.values(FLEET_MSG as Record<string, unknown>).filter((v): v is string => typeof v === 'string');
