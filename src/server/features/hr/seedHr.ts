import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/queryRows';
import { vacancies } from './tables';
import { users } from '../../db/tables/org';

/** A few real-looking openings of the brand in both places of the jobs board (spec part 2 §9). */
export const DEMO_VACANCIES = [
  {
    title: 'Ejecutivo(a) de Ventas de Flotillas',
    location: 'Ciudad de México',
    area: 'Comercial',
    requirements: ['Licenciatura en Administración, Mercadotecnia o afín', 'Dos años de experiencia en venta B2B o de flotillas', 'Licencia de manejo vigente', 'Inglés intermedio'],
    activities: ['Prospectar y dar seguimiento a empresas con necesidad de movilidad', 'Elaborar cotizaciones y presentar propuestas de flotilla', 'Coordinar pruebas de manejo y entregas con los distribuidores'],
    offerings: ['Sueldo base más comisiones', 'Prestaciones superiores a las de ley', 'Seguro de gastos médicos mayores', 'Auto utilitario'],
    salary: '$28,000 a $35,000 brutos mensuales más comisiones',
  },
  {
    title: 'Especialista de Producto Vehículos Eléctricos',
    location: 'Ciudad de México',
    area: 'Producto',
    requirements: ['Ingeniería Mecánica, Electrónica o Automotriz', 'Conocimiento de vehículos eléctricos y sistemas de carga', 'Manejo de Excel y PowerPoint avanzado'],
    activities: ['Preparar fichas técnicas y one pagers de los modelos', 'Capacitar a la red de distribuidores en producto', 'Analizar la competencia y el posicionamiento de precio'],
    offerings: ['Prestaciones de ley', 'Vales de despensa', 'Capacitación en planta', 'Home office dos días a la semana'],
    salary: '$32,000 brutos mensuales',
  },
  {
    title: 'Analista de Customer Experience',
    location: 'Ciudad de México',
    area: 'Customer Experience',
    requirements: ['Licenciatura en Comunicación, Psicología o afín', 'Experiencia en encuestas NPS y atención a clientes'],
    activities: ['Medir la satisfacción de clientes de venta y servicio', 'Dar seguimiento a quejas con los distribuidores'],
    offerings: ['Prestaciones de ley', 'Fondo de ahorro', 'Horario de lunes a viernes'],
    salary: '$18,000 a $22,000 brutos mensuales',
  },
  {
    title: 'Técnico(a) de Mantenimiento Industrial',
    location: 'Cd. Sahagún, Hidalgo',
    area: 'Mantenimiento',
    requirements: ['Técnico o Ingeniería en Mantenimiento Industrial', 'Experiencia en PLC, neumática e hidráulica', 'Disponibilidad para rolar turnos'],
    activities: ['Mantenimiento preventivo y correctivo de la línea de ensamble', 'Registrar órdenes de trabajo en el sistema de mantenimiento'],
    offerings: ['Transporte de personal', 'Comedor subsidiado', 'Prestaciones superiores a las de ley'],
    salary: '$16,500 brutos mensuales',
  },
  {
    title: 'Ingeniero(a) de Calidad de Proveedores',
    location: 'Cd. Sahagún, Hidalgo',
    area: 'Calidad',
    requirements: ['Ingeniería Industrial o Mecánica', 'Conocimiento de PPAP, APQP y 8D', 'Inglés avanzado'],
    activities: ['Auditar procesos de proveedores de autopartes', 'Dar seguimiento a acciones correctivas'],
    offerings: ['Transporte de personal', 'Seguro de vida', 'Bono de productividad'],
    salary: '$30,000 a $36,000 brutos mensuales',
  },
  {
    title: 'Operador(a) de Producción',
    location: 'Cd. Sahagún, Hidalgo',
    area: 'Producción',
    requirements: ['Secundaria terminada', 'Disponibilidad de horario'],
    activities: ['Ensamble de componentes en la línea', 'Cumplir con los estándares de seguridad e higiene'],
    offerings: ['Transporte de personal', 'Comedor subsidiado', 'Prestaciones de ley desde el primer día'],
    salary: '$10,500 brutos mensuales',
  },
] as const;

/** Seeds the vacancies, published by the demo hr account. */
export async function seedHr(db: DbOrTx): Promise<void> {
  const [hr] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'hr@demo.mx'));
  await db.insert(vacancies).values(
    DEMO_VACANCIES.map((v, i) => ({
      ...v,
      requirements: [...v.requirements],
      activities: [...v.activities],
      offerings: [...v.offerings],
      createdById: hr?.id ?? null,
      createdAt: new Date(Date.now() - (i + 1) * 3 * 86_400_000),
    })),
  );
}
