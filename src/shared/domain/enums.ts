/** Enumerations with their Spanish labels (spec part 1 §2, §3). Keys are the stored values. */
export const GENDERS = { M: 'Masculino', F: 'Femenino' } as const;
export const USER_GENDERS = { man: 'Hombre', woman: 'Mujer' } as const;
export const MARITAL_STATUSES = { SOLTERO: 'Soltero', CASADO: 'Casado', UNION_LIBRE: 'Unión libre' } as const;
export const SECTORS = {
  PRIVADO: 'Privado',
  PUBLICO: 'Público/Gobierno',
  FINANZAS: 'Banca/Finanzas',
  CONSUMIDOR: 'Consumidor',
  GANADERO: 'Ganadero',
  INDUSTRIAL: 'Industrial',
  AMA_DE_CASA: 'Ama de casa',
  ESTUDIANTE: 'Estudiante',
  INDEPENDIENTE: 'Independiente',
  CONSTRUCCION: 'Construcción',
  TURISMO: 'Turismo',
  OTROS: 'Otros',
} as const;
export const AGES = { '18_24': '18 a 24', '25_34': '25 a 34', '35_44': '35 a 44', '45_54': '45 a 54', '54+': 'Más de 54' } as const;
export const HAS_CHARGER: Record<number, string> = {
  1: 'Sí',
  2: 'No, pero tengo acceso a un cargador',
  3: 'No, pero quiero comprar un cargador',
  4: 'No',
};
export const BUY_TYPES = { retail: 'Menudeo', flotilla: 'Flotilla', seminuevo: 'Seminuevo' } as const;
export const SALE_CONDITIONS = { nuevo: 'Nuevo', demo: 'Demo' } as const;
export const PAYMENT_METHODS = { contado: 'Contado', credito: 'Crédito', leasing: 'Leasing' } as const;
export const BANKS = { contado: 'Contado', cetelem: 'Cetelem', solufi: 'Solufi', otro: 'Otro' } as const;
export const INSURERS = [
  'BBVA', 'Banorte', 'Qualitas', 'A.N.A', 'GNP', 'AXA', 'HDI', 'Chubb', 'AIG', 'HSBC', 'Afirme', 'Agroasemex', 'Sura',
  'Zurich', 'Inbursa', 'Mapfre', 'Citibanamex', 'otro',
] as const;
export const FREEZE_REASONS = [
  'Datos del lead erróneos',
  'Solo pidió información',
  'Modelo no disponible en inventario',
  'El modelo no cumple sus necesidades',
  'Precio muy alto',
  'Compró otra marca',
  'Oferta comercial poco atractiva',
  'Solicitud de crédito rechazada',
  'Lead duplicado',
  'No contestó',
  'Dejó de contestar',
] as const;
export const FLOOR_VISIT_TYPES = { BE_BACK: 'Be Back', AGENDED: 'Agendado', NEW: 'Nuevo' } as const;
export const ACTIVITY_STATUS = { '0': 'Fallido', '1': 'Exitoso' } as const;
export const DISABLE_TYPES = { subasta: 'Subasta', random: 'Aleatorio', user: 'Usuario', none: 'Ninguno' } as const;
export const LEAD_ASSIGNMENT_RULES = { 1: 'Subasta', 2: 'Usuario Asignado', 3: 'Aleatorio' } as const;

/** The 32 Mexican states with their slugs. */
export const MEXICAN_STATES = [
  ['aguascalientes', 'Aguascalientes'], ['baja-california', 'Baja California'], ['baja-california-sur', 'Baja California Sur'],
  ['campeche', 'Campeche'], ['chiapas', 'Chiapas'], ['chihuahua', 'Chihuahua'], ['ciudad-de-mexico', 'Ciudad de México'],
  ['coahuila', 'Coahuila'], ['colima', 'Colima'], ['durango', 'Durango'], ['estado-de-mexico', 'Estado de México'],
  ['guanajuato', 'Guanajuato'], ['guerrero', 'Guerrero'], ['hidalgo', 'Hidalgo'], ['jalisco', 'Jalisco'],
  ['michoacan', 'Michoacán'], ['morelos', 'Morelos'], ['nayarit', 'Nayarit'], ['nuevo-leon', 'Nuevo León'], ['oaxaca', 'Oaxaca'],
  ['puebla', 'Puebla'], ['queretaro', 'Querétaro'], ['quintana-roo', 'Quintana Roo'], ['san-luis-potosi', 'San Luis Potosí'],
  ['sinaloa', 'Sinaloa'], ['sonora', 'Sonora'], ['tabasco', 'Tabasco'], ['tamaulipas', 'Tamaulipas'], ['tlaxcala', 'Tlaxcala'],
  ['veracruz', 'Veracruz'], ['yucatan', 'Yucatán'], ['zacatecas', 'Zacatecas'],
] as const satisfies readonly (readonly [string, string])[];
