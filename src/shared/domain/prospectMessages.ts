/** Spanish texts of the fleet prospects (spec part 2 §5, §8), kept exactly, the spec's spelling included. */
export const PROSPECT_MSG = {
  notFound: 'El prospecto no existe',
  unexpected: 'Ocurrió un error innesperado',
  updated: 'Prospecto actualizado',
  converted: 'Lead convertido',
  toggled: 'Prospecto descartado/reactivado',
  // The toast names what happened (the spec's one text reads the same both ways).
  discarded: 'Prospecto descartado',
  reactivated: 'Prospecto reactivado',
  requiredFields: 'Todos los campos son requeridos',
  selectModel: 'Seleccione un modelo',
  quantityMin: 'La cantidad debe ser mayor a 0',
  classificationRequired: 'La clasificación es requerida',
  listError: 'Ocurrió un error',
  empty: 'No hay registros',
  // Beyond the spec: the refusals a user can meet.
  inactive: 'El prospecto está inactivo: reactívalo para editarlo o convertirlo',
  alreadyConverted: 'El prospecto ya fue convertido en lead',
  notesTooLong: 'Las notas no pueden exceder 255 caracteres',
  invalidEmail: 'El correo electrónico no es válido',
  invalidPhone: 'El teléfono debe tener 10 dígitos',
  intakeReceived: 'Gracias, un ejecutivo de flotillas se pondrá en contacto contigo',
} as const;
