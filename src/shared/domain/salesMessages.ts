/**
 * Texts of the sales, duplicates and report calls that the spec leaves to us ("responses carry a
 * data message used as success text"). The spec's own texts stay in MSG.
 */
export const SALES_MSG = {
  stageNotAllowed: 'La venta no puede pasar a esa etapa',
  saleUpdated: 'Venta actualizada correctamente',
  saleReported: 'Venta reportada correctamente',
  noSaleToReport: 'No hay ventas pendientes de reportar con esos VIN',
  invalidCredentials: 'Credenciales inválidas',
  invalidApiKey: 'api-key inválida o expirada',
  leadsMerged: 'Leads combinados correctamente',
  markedDifferent: 'Los leads se marcaron como diferentes',
  notADuplicatePair: 'Los leads no son un par de duplicados abierto',
  sameLead: 'Selecciona dos leads distintos',
  leadMerged: 'El lead fue combinado con otro lead',
  adviserNotInAgency: 'El asesor no pertenece a la agencia',
  invalidDateRange: 'La fecha inicial no puede ser mayor a la fecha final',
} as const;
