import { z } from 'zod';
import { dayFromText } from '../domain/dates';
import { MSG } from '../messages';
import { pesosToCentavos } from '../domain/quotationAmount';
import { FLEET_MSG } from '../domain/fleetMessages';
import { optDbId, text, TEXT_MAX } from './primitives';
import type { importBatchSummary, importJobStatus, importPreview, importPreviewRow, importRowStatus } from './importResponses';
import type { Wire } from './wire';

/**
 * Imports of issue 29: a .xlsx, .csv or ADF .xml file, its columns mapped to a kind's fields, a
 * preview per row, then one batch (undone while none of its records has been worked).
 */
export { IMPORT_KINDS, IMPORT_KIND_LABELS, IMPORT_PERMISSION, type ImportKind } from '../domain/importKinds';
import type { ImportKind } from '../domain/importKinds';

export interface ImportFieldDef {
  key: string;
  label: string;
  required?: boolean;
  /** Header names (normalised: lower case, no accents) that suggest this field. */
  aliases: readonly string[];
  /**
   * A field of the record's own data (a fleet lead's details): its check and its stored value, read
   * from the file's text (non-empty), or the Spanish reason the row is refused. The import stores it
   * under `key`, the column's name, so a field of the import is this one declaration.
   */
  read?(text: string): { value: string | number } | { error: string };
}

const F = (key: string, label: string, aliases: string[], required = false): ImportFieldDef => ({ key, label, required, aliases });
/** A field of the record's own data, with its check (`read`). */
const D = (key: string, label: string, aliases: string[], read: NonNullable<ImportFieldDef['read']>): ImportFieldDef => ({ ...F(key, label, aliases), read });
const firstName = F('firstName', 'Nombre', ['nombre', 'nombres', 'first name', 'firstname', 'primer nombre', 'nombre s'], true);
const lastName = F('lastName', 'Apellidos', ['apellidos', 'apellido', 'last name', 'lastname', 'apellido paterno'], true);
const email = F('email', 'Correo', ['correo', 'correo electronico', 'email', 'e mail', 'mail']);
const phone = F('phone', 'Teléfono', ['telefono', 'tel', 'celular', 'movil', 'phone', 'whatsapp', 'numero']);
const model = F('model', 'Modelo', ['modelo', 'vehiculo', 'auto', 'producto', 'model', 'unidad']);
const quantity = F('quantity', 'Cantidad', ['cantidad', 'unidades', 'piezas', 'quantity']);
const companyName = F('companyName', 'Empresa', ['empresa', 'razon social', 'compania', 'company', 'cliente'], true);
const comments = F('comments', 'Comentarios', ['comentarios', 'comentario', 'notas', 'observaciones', 'comments']);
const expectedPurchaseDate = D('expectedPurchaseDate', 'Fecha estimada de compra', ['fecha estimada de compra', 'fecha de compra', 'fecha estimada', 'expected purchase date'], (t) => {
  const day = dayFromText(t);
  return day ? { value: day } : { error: MSG.invalidDate };
});

/** The fields each kind maps columns to, in the preview's order. */
export const IMPORT_FIELDS: Record<ImportKind, readonly ImportFieldDef[]> = {
  leads: [firstName, lastName, email, phone, model, F('origin', 'Origen', ['origen', 'fuente', 'medio', 'source', 'origin']), comments, expectedPurchaseDate],
  companies: [
    { ...companyName, label: 'Razón social' },
    F('address', 'Dirección', ['direccion', 'domicilio', 'address', 'ubicacion']),
    F('contactName', 'Contacto', ['contacto', 'nombre del contacto', 'nombre contacto', 'persona de contacto']),
    F('contactPhone', 'Teléfono del contacto', ['telefono del contacto', 'telefono contacto', 'telefono', 'celular']),
    F('contactEmail', 'Correo del contacto', ['correo del contacto', 'correo contacto', 'correo', 'email']),
    F('contactPosition', 'Puesto', ['puesto', 'cargo', 'position']),
  ],
  fleetLeads: [
    companyName,
    F('contactName', 'Contacto', ['contacto', 'nombre del contacto', 'nombre contacto', 'nombre'], true),
    email,
    phone,
    model,
    quantity,
    comments,
    expectedPurchaseDate,
    D('budget', 'Presupuesto', ['presupuesto', 'budget', 'monto'], (t) => {
      const pesos = t.replace(/[$,\s]|MXN/gi, '');
      return /^\d{1,11}(\.\d{1,2})?$/.test(pesos) ? { value: pesosToCentavos(pesos) } : { error: FLEET_MSG.invalidBudget };
    }),
    D('closeProbability', 'Probabilidad de cierre', ['probabilidad de cierre', 'probabilidad', 'probability'], (t) => {
      const percent = t.replace(/[%\s]/g, '');
      return /^\d{1,3}$/.test(percent) && Number(percent) <= 100 ? { value: Number(percent) } : { error: MSG.invalidPercent };
    }),
  ],
  prospects: [firstName, lastName, email, phone, companyName, F('position', 'Puesto', ['puesto', 'cargo', 'position'], true), model, quantity],
};

export const IMPORT_MSG = {
  badType: 'El archivo debe ser un Excel (.xlsx), un CSV (.csv) o un ADF (.xml)',
  unreadable: 'No se pudo leer el archivo: revisa que sea un Excel, CSV o ADF válido',
  empty: 'El archivo no tiene filas para importar',
  tooManyRows: 'El archivo tiene más de 10,000 filas: divídelo en varios archivos',
  requiredMapping: (label: string) => `Asigna una columna al campo obligatorio '${label}'`,
  selectOrigin: 'Selecciona el origen de los leads',
  nothingValid: 'No hay filas válidas para importar',
  batchNotFound: 'La importación no existe',
  alreadyUndone: 'La importación ya fue deshecha',
  worked: (n: number) =>
    n === 1
      ? 'No se puede deshacer la importación: 1 de sus registros ya fue trabajado (tiene actividad o cambió de estado)'
      : `No se puede deshacer la importación: ${n} de sus registros ya fueron trabajados (tienen actividad o cambiaron de estado)`,
  undone: 'Importación deshecha',
  duplicateSkipped: 'Duplicado probable: no se importó',
  companyExists: 'La empresa ya existe en la agencia',
  quantityMin: 'La cantidad debe ser mayor a 0',
  selectModel: 'Seleccione un modelo',
  unknownModel: (model: string) => `El modelo «${model.length > 60 ? `${model.slice(0, 60)}…` : model}» no está en el catálogo: se importará sin modelo y quedará en los comentarios`,
  running: 'La importación sigue en curso',
  failed: 'La importación no se completó: no se creó ningún registro',
  interrupted: 'La importación se interrumpió: no se creó ningún registro',
} as const;

/** At most this many rows a file (the bound measured in docs/performance.md). */
export const IMPORT_MAX_ROWS = 10_000;

/** The upload: the file as a data URL (FileReader), its name, and the chosen mapping (column index → field key, '' to ignore). */
export const importFileBody = z.object({
  fileName: text(TEXT_MAX.short),
  file: z.string(),
  mapping: z.array(z.string().max(40)).max(200).optional(),
  /** Retail leads: the origin of rows without one of their own. */
  leadOriginId: optDbId.nullish(),
  /** Import the probable duplicates too (default: skip them, reported). */
  includeDuplicates: z.boolean().optional(),
});
export type ImportFileBody = z.infer<typeof importFileBody>;

/** The answers' types: one declaration, the contract's (importResponses.ts). */

export type ImportRowStatus = Wire<typeof importRowStatus>;
export type ImportPreviewRow = Wire<typeof importPreviewRow>;
export type ImportPreview = Wire<typeof importPreview>;
/** An import's job: checking the rows, writing them (one transaction), then done, or failed with nothing written. */
export type ImportJobStatus = Wire<typeof importJobStatus>;
export type ImportBatchSummary = Wire<typeof importBatchSummary>;
