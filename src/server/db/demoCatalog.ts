/** The brand's line-up and the network the demo data is built on. */
export const DEMO_PASSWORD = 'Demo2026!';
/**
 * argon2id of DEMO_PASSWORD, computed once (node -e "require('@node-rs/argon2').hash('Demo2026!')…"):
 * hashing is deliberately slow, and the demo seed runs at every first start of the desktop app.
 */
export const DEMO_PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$ZEjLtm+93KDjLGHltdiOvw$mJW08QaieUO8JgLoml84jQsRsr02tuJHvU4xA9/MmCI';

export const DEMO_PRODUCTS = [
  { name: 'JAC Sei2', model: 'Sei2', version: 'Limited', transmission: 'Manual', price: 329900 },
  { name: 'JAC Sei3 Pro', model: 'Sei3 Pro', version: 'Intelligent', transmission: 'CVT', price: 389900 },
  { name: 'JAC Sei4 Pro', model: 'Sei4 Pro', version: 'Connect', transmission: 'Automática', price: 459900 },
  { name: 'JAC Sei7 Pro', model: 'Sei7 Pro', version: 'Dynamic', transmission: 'DCT', price: 589900 },
  { name: 'JAC J7', model: 'J7', version: 'Limited', transmission: 'CVT', price: 419900 },
  { name: 'JAC Frison T8', model: 'Frison T8', version: 'Diésel 4x4', transmission: 'Manual', price: 649900 },
  { name: 'JAC E10X', model: 'E10X', version: 'Eléctrico', transmission: 'Automática', price: 379900 },
  { name: 'JAC E30X', model: 'E30X', version: 'Eléctrico', transmission: 'Automática', price: 529900 },
] as const;

export const DEMO_COLORS = [
  { name: 'Blanco Perla', slug: 'blanco-perla', hex: '#f5f5f0' },
  { name: 'Negro Obsidiana', slug: 'negro-obsidiana', hex: '#111111' },
  { name: 'Gris Titanio', slug: 'gris-titanio', hex: '#7d7f82' },
  { name: 'Rojo Carmesí', slug: 'rojo-carmesi', hex: '#a3162b' },
  { name: 'Azul Océano', slug: 'azul-oceano', hex: '#1f4e8c' },
] as const;

const color = (name: string, hex: string) => ({ name, slug: name.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ /g, '-'), hex });

/** Each model's own paint list (the brand offers different colours per model). */
export const DEMO_MODEL_COLORS: Record<(typeof DEMO_PRODUCTS)[number]['model'], { name: string; slug: string; hex: string }[]> = {
  Sei2: [color('Blanco Perla', '#f5f5f0'), color('Rojo Carmesí', '#a3162b'), color('Gris Titanio', '#7d7f82'), color('Azul Eléctrico', '#1c5fd1')],
  'Sei3 Pro': [color('Blanco Perla', '#f5f5f0'), color('Gris Titanio', '#7d7f82'), color('Negro Obsidiana', '#111111'), color('Naranja Atardecer', '#e0662b')],
  'Sei4 Pro': [color('Blanco Ártico', '#fafafa'), color('Negro Obsidiana', '#111111'), color('Gris Grafito', '#4a4c50'), color('Azul Océano', '#1f4e8c'), color('Rojo Carmesí', '#a3162b')],
  'Sei7 Pro': [color('Blanco Ártico', '#fafafa'), color('Negro Obsidiana', '#111111'), color('Gris Titanio', '#7d7f82'), color('Café Moka', '#5b4334')],
  J7: [color('Blanco Perla', '#f5f5f0'), color('Plata Lunar', '#c0c3c7'), color('Azul Océano', '#1f4e8c'), color('Rojo Carmesí', '#a3162b')],
  'Frison T8': [color('Blanco Ártico', '#fafafa'), color('Negro Obsidiana', '#111111'), color('Gris Grafito', '#4a4c50'), color('Verde Olivo', '#556b2f')],
  E10X: [color('Blanco Perla', '#f5f5f0'), color('Verde Menta', '#8fd3b6'), color('Azul Cielo', '#7cb9e8'), color('Rosa Cuarzo', '#e8b4b8')],
  E30X: [color('Blanco Ártico', '#fafafa'), color('Gris Titanio', '#7d7f82'), color('Azul Océano', '#1f4e8c'), color('Negro Obsidiana', '#111111')],
};

export const DEMO_AGENCIES = [
  { slug: 'jac-polanco', name: 'JAC Polanco', state: 'ciudad-de-mexico', city: 'Ciudad de México', municipality: 'Miguel Hidalgo', suburb: 'Polanco', postalCode: '11560', x: 19.4326, y: -99.1949 },
  { slug: 'jac-guadalajara', name: 'JAC Guadalajara', state: 'jalisco', city: 'Guadalajara', municipality: 'Guadalajara', suburb: 'Providencia', postalCode: '44630', x: 20.6897, y: -103.3918 },
  { slug: 'jac-monterrey', name: 'JAC Monterrey', state: 'nuevo-leon', city: 'Monterrey', municipality: 'San Pedro Garza García', suburb: 'Del Valle', postalCode: '66220', x: 25.6573, y: -100.3575 },
  { slug: 'jac-puebla', name: 'JAC Puebla', state: 'puebla', city: 'Puebla', municipality: 'Puebla', suburb: 'La Paz', postalCode: '72160', x: 19.0414, y: -98.2063 },
] as const;

export const DEMO_ORIGINS = [
  { slug: 'registro-piso', description: 'Registro piso' },
  { slug: 'facebook', description: 'Facebook' },
  { slug: 'google', description: 'Google' },
  { slug: 'sitio-web', description: 'Sitio web' },
  { slug: 'llamada', description: 'Llamada telefónica' },
  { slug: 'referido', description: 'Referido' },
] as const;

export const DEMO_ACTIVITY_TYPES = [
  { slug: 'llamada', description: 'Llamada' },
  { slug: 'whatsapp', description: 'WhatsApp' },
  { slug: 'correo', description: 'Correo' },
  { slug: 'cotizacion', description: 'Cotización' },
  { slug: 'cita', description: 'Cita' },
  { slug: 'prueba-de-manejo', description: 'Prueba de manejo' },
  { slug: 'envio-de-fichas-tecnicas', description: 'Envío de fichas técnicas' },
  { slug: 'muestra-galeria', description: 'Muestra de galería' },
  { slug: 'confirmar-datos', description: 'Confirmar datos' },
  { slug: 'seguimiento', description: 'Seguimiento' },
] as const;

export const DEMO_CHANNELS = [
  { slug: 'presencial', description: 'Presencial' },
  { slug: 'telefono', description: 'Teléfono' },
  { slug: 'whatsapp', description: 'WhatsApp' },
  { slug: 'correo', description: 'Correo electrónico' },
] as const;
