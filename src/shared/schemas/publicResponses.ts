import { z } from 'zod';
import { accessoryCatalogs, accessoryImage, accessoryItem, accessoryModel, accessoryType } from './ecommerceResponses';
import { dataOf, fileAnswer, pagedOf, wireDateTime, type Wire } from './wire';

/**
 * The answers of the public calls (`/api/public/…`, no session): what the agencies' sites, the
 * brand's forms and the dealer portals read. Their contract matters most: the fields are described
 * for the published documentation (/api/docs). The ADF intake's and an import's progress answers
 * are in importResponses.ts; the waiting-list displays' in their own files.
 */

/** A vacancy of the public jobs board: only the posting's own fields (never who created it). */
export const publicJob = z.object({
  id: z.number().meta({ description: 'El id de la vacante.' }),
  title: z.string().meta({ description: 'El puesto.' }),
  location: z.string().meta({ description: 'La ubicación (una de las del catálogo de vacantes).' }),
  area: z.string().meta({ description: 'El área de la ubicación.' }),
  requirements: z.array(z.string()).meta({ description: 'Los requisitos, uno por renglón.' }),
  activities: z.array(z.string()).meta({ description: 'Las actividades del puesto, una por renglón.' }),
  offerings: z.array(z.string()).meta({ description: 'Lo que se ofrece, uno por renglón.' }),
  salary: z.string().nullable().meta({ description: 'El sueldo como texto libre, o null si no se publica.' }),
  publishedAt: wireDateTime.meta({ description: 'Cuándo se publicó la vacante (ISO 8601).' }),
});

/** What the public sees of an accessory: the shop's fields only (no dates of upkeep, no inactive items). */
export const publicAccessory = z.object({
  id: z.number().meta({ description: 'El id del accesorio: el itemId de POST /api/public/accessories/interest.' }),
  name: z.string().meta({ description: 'El nombre del accesorio.' }),
  description: z.string().meta({ description: 'La descripción (texto, puede estar vacía).' }),
  price: accessoryItem.shape.price,
  modelAccessory: accessoryItem.shape.modelAccessory,
  ItemAccesoryType: accessoryType.nullable().meta({ description: 'El tipo de accesorio, si tiene.' }),
  Products: z.array(accessoryModel).meta({ description: 'Los modelos de vehículo en que se instala.' }),
  images: z.array(accessoryImage).meta({ description: 'Fotos del accesorio (URLs absolutas, sin sesión).' }),
  productImages: z.array(accessoryImage).meta({ description: 'Fotos del accesorio instalado en el vehículo.' }),
});

/** An agency a shopper may choose ('me interesa' goes to it). */
export const publicAgency = z.object({
  id: z.number().meta({ description: 'El id de la agencia: el agencyId de los formularios públicos.' }),
  name: z.string().meta({ description: 'El nombre de la agencia.' }),
  city: z.string().meta({ description: 'La ciudad de la agencia.' }),
});

/** The Spanish thanks a public form answers with. */
const received = (text: string) => z.object({ data: z.string().meta({ description: text }) });

export const publicResponses = {
  jobs: { 200: dataOf(z.array(publicJob)) },
  productImage: { 200: fileAnswer },
  accessories: { 200: pagedOf(publicAccessory) },
  accessoryCatalogs: { 200: dataOf(accessoryCatalogs) },
  agencies: { 200: dataOf(z.array(publicAgency)) },
  accessory: { 200: dataOf(publicAccessory) },
  accessoryImage: { 200: fileAnswer },
  /** 'Me interesa': the same answer whether it was stored or the trap field caught a bot. */
  interest: { 201: received('El agradecimiento, en español, para mostrar a quien envió el formulario.') },
  /** The fleet web form: 202, the same answer for a new prospect, a repeat within a day, or a bot. */
  fleetProspect: { 202: received('El agradecimiento, en español, para mostrar a quien envió el formulario.') },
};

export type PublicJob = Wire<typeof publicJob>;
export type PublicAccessory = Wire<typeof publicAccessory>;
export type PublicAgency = Wire<typeof publicAgency>;
