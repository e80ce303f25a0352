/** Spanish answers of the API's hardening (issue 10): refused input, files and the last admin. */
export const SECURITY_MSG = {
  recordInUse: 'El registro está en uso y no puede modificarse',
  recordExists: 'El registro ya existe',
  invalidSort: 'Ordenamiento inválido',
  invalidFile: 'El archivo no es válido',
  invalidFileRef: 'La referencia de archivo no es válida',
  lastAdmin: 'No se puede quitar el rol ni dar de baja al único administrador activo',
  notOwnAppointment: 'Solo puedes asignarte a ti mismo como asesor de la cita',
} as const;
