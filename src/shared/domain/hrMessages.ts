/** The vacancy screen's texts (spec part 2 §5, §8) and the public jobs board's. */
export const HR_MSG = {
  incompleteTitle: 'Datos incompletos',
  incomplete: 'Por favor, llena todos los campos',
  invalidArea: 'El área no corresponde a la ubicación elegida',
  created: 'Vacante creada correctamente',
  deleted: 'Vacante eliminada correctamente',
  empty: 'No hay vacantes disponibles',
  notFound: 'La vacante no existe',
} as const;
