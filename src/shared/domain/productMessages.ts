/** The product catalogue's texts: 'Producto actualizado' is the spec's (part 2 §8); the rest fill its silences. */
export const PRODUCT_MSG = {
  created: 'Producto creado correctamente',
  updated: 'Producto actualizado',
  required: 'Por favor, completa todos los campos obligatorios',
  modelNumeric: 'El modelo debe ser un año numérico (por ejemplo 2026)',
  priceNumeric: 'El precio debe ser un número con hasta dos decimales',
  versionRequired: 'Agrega al menos una versión con su precio',
  showroomUrl: 'La URL del showroom 360 debe empezar con https:// o http://',
  imageType: 'La imagen debe ser PNG, JPG o WebP',
  onePagerType: 'El one pager debe ser PDF, PNG o JPG',
  dataSheetType: 'La ficha técnica debe ser PDF',
  inUse: 'El producto está en uso en leads, cotizaciones o ventas y no puede eliminarse; puedes desactivarlo',
  deleted: 'Producto eliminado',
  deactivated: 'Producto desactivado',
  activated: 'Producto activado',
  notFound: 'El producto no existe',
  empty: 'No hay productos registrados',
} as const;
