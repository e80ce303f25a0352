import type { Faker } from '@faker-js/faker';

/**
 * Believable Mexican names for the demo data: one given name (sometimes two) and two surnames, with
 * the gender that goes with the first given name. Curated lists rather than faker's, whose es_MX
 * surnames run to compound forms and oddities.
 */
const MALE = [
  'José', 'Juan', 'Luis', 'Carlos', 'Jorge', 'Miguel', 'Alejandro', 'Ricardo', 'Eduardo', 'Fernando', 'Roberto', 'Javier',
  'Manuel', 'Héctor', 'Arturo', 'Francisco', 'Sergio', 'Raúl', 'Daniel', 'Óscar', 'Rafael', 'Antonio', 'Diego', 'Emiliano',
  'Santiago', 'Mateo', 'Andrés', 'Gerardo', 'Alberto', 'Enrique', 'Rodrigo', 'Iván', 'Adrián', 'Pablo', 'Gustavo', 'Víctor',
];
const FEMALE = [
  'María', 'Guadalupe', 'Fernanda', 'Daniela', 'Sofía', 'Valeria', 'Ana', 'Paola', 'Gabriela', 'Mariana', 'Alejandra',
  'Lucía', 'Andrea', 'Karla', 'Adriana', 'Claudia', 'Verónica', 'Patricia', 'Mónica', 'Laura', 'Rosa', 'Elena', 'Ximena',
  'Regina', 'Camila', 'Renata', 'Natalia', 'Diana', 'Silvia', 'Leticia', 'Carolina', 'Beatriz', 'Teresa', 'Isabel', 'Julieta',
];
const SURNAMES = [
  'Hernández', 'García', 'Martínez', 'López', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Cruz', 'Flores',
  'Gómez', 'Morales', 'Vázquez', 'Reyes', 'Jiménez', 'Torres', 'Díaz', 'Gutiérrez', 'Ruiz', 'Mendoza', 'Aguilar', 'Ortiz',
  'Moreno', 'Castillo', 'Romero', 'Álvarez', 'Méndez', 'Chávez', 'Rivera', 'Juárez', 'Ramos', 'Domínguez', 'Herrera',
  'Medina', 'Castro', 'Vargas', 'Guzmán', 'Velázquez', 'Rojas', 'Salazar', 'Navarro', 'Cortés', 'Soto', 'Delgado', 'Ríos',
  'Contreras', 'Luna', 'Estrada', 'Ibarra', 'Campos', 'Fuentes', 'Cervantes', 'Orozco', 'Espinoza', 'Villanueva',
];

export interface DemoPerson {
  firstName: string;
  lastName: string;
  gender: 'M' | 'F';
}

/** A person: ~1 in 5 has two given names; the gender follows the first. */
export function demoPerson(faker: Faker): DemoPerson {
  const gender = faker.datatype.boolean() ? 'M' : 'F';
  const names = gender === 'M' ? MALE : FEMALE;
  const first = faker.helpers.arrayElement(names);
  const second = faker.number.int({ min: 1, max: 5 }) === 1 ? faker.helpers.arrayElement(names.filter((n) => n !== first)) : null;
  const [a, b] = faker.helpers.arrayElements(SURNAMES, 2);
  return { firstName: second ? `${first} ${second}` : first, lastName: `${a} ${b}`, gender };
}

/** An e-mail a person would have: name.surname (sometimes a number) at a common provider, no accents. */
export function demoEmail(faker: Faker, person: DemoPerson, unique: number): string {
  const plain = (v: string) => v.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]/g, '');
  const first = plain(person.firstName.split(' ')[0]!);
  const last = plain(person.lastName.split(' ')[0]!);
  const provider = faker.helpers.arrayElement(['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.mx', 'prodigy.net.mx']);
  return `${first}.${last}${unique}@${provider}`;
}

/** A Mexican mobile number with +52: a real area code (CDMX, GDL, MTY, PUE) and eight digits. */
export function demoPhone(faker: Faker): string {
  const area = faker.helpers.arrayElement(['55', '56', '33', '81', '222']);
  return `+52${area}${faker.string.numeric({ length: 10 - area.length, allowLeadingZeros: true })}`;
}
