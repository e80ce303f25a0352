/** A file judged when it is chosen, by its content and size: the messages name the file and say why. */
export const FILE_MSG = {
  wrongType: (name: string, rule: string) => `«${name}» no se puede usar: su contenido no corresponde a un formato aceptado. ${rule}`,
  overSize: (name: string) => `«${name}» pesa más de 5 MB: redúcelo antes de subirlo`,
  unreadable: (name: string) => `No se pudo leer «${name}»`,
} as const;
