/** The e-commerce area's Spanish texts (spec part 2 §5, §8, §9) and the ones our additions need. */
export const ECOMMERCE_MSG = {
  requiredFields: 'Todos los campos son requeridos',
  noneSelected: 'No hay productos seleccionados para eliminar.',
  updateError: 'Error al actualizar',
  uploadError: 'Error al subir archivos',
  uploaded: 'Archivos subidos exitosamente',
  updated: 'Producto actualizado',
  deleteConfirm: 'No podrás revertir esta acción',
  deleted: 'Producto eliminado correctamente',
  empty: 'No hay productos disponibles',
  imageHint: 'PNG o JPG, 350×350 px',
  imageType: 'Solo se permiten imágenes PNG o JPG',
  imageTooLarge: 'Cada imagen debe pesar como máximo 5 MB',
  // Which file was refused, and why, as soon as it is chosen.
  imageNotImage: (name: string) => `«${name}» no es una imagen PNG o JPG: su contenido no corresponde a esos formatos`,
  imageOverSize: (name: string) => `«${name}» pesa más de 5 MB: redúcela antes de subirla`,
  tooManyImages: 'Puedes subir como máximo 10 imágenes por grupo',
  notFound: 'El producto no existe',
  unknownCatalog: 'El tipo de accesorio o algún modelo no existe',
  // Public 'me interesa' intake (beyond the spec).
  interestReceived: '¡Gracias! Un asesor de la agencia te contactará pronto',
  interestContact: 'Escribe tu correo o tu teléfono para poder contactarte',
  agencyUnknown: 'La agencia no existe',
} as const;

/** Per image: 5 MB (the evidence limit); per request: 10 images in each group. */
export const ECOMMERCE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const ECOMMERCE_IMAGES_PER_GROUP = 10;
/** The accessory lead's origin when it comes from the online shop. */
export const ONLINE_SHOP_ORIGIN = 'Tienda en línea';
