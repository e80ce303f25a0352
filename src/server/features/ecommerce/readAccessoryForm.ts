import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ECOMMERCE_IMAGES_PER_GROUP, ECOMMERCE_MSG } from '../../../shared/domain/ecommerceMessages';
import { sniffEvidenceType } from '../../../shared/domain/fileSignature';
import { accessoryFields, type AccessoryFields } from '../../../shared/schemas/ecommerce';
import { dbId } from '../../../shared/schemas/primitives';
import { ACCESSORY_IMAGE_GROUPS, type AccessoryImageGroup } from './tables';
import { badRequest, tooLarge } from '../../lib/httpError';
import type { AccessoryUpload } from './ecommerceItems';

export interface AccessoryForm {
  fields: AccessoryFields;
  deleteImages: number[];
  uploads: AccessoryUpload[];
}

const isGroup = (name: string): name is AccessoryImageGroup => (ACCESSORY_IMAGE_GROUPS as readonly string[]).includes(name);

/** A list field arrives repeated ('models'=1, 'models'=2), as a JSON array ('[1,2]') or comma-separated ('1,2'). */
export function listValues(values: string[] | undefined): string[] {
  return (values ?? []).flatMap((v) => {
    const s = v.trim();
    if (s.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(s);
        return Array.isArray(parsed) ? parsed.map(String) : [s];
      } catch {
        return [s];
      }
    }
    return s === '' ? [] : s.split(',').map((x) => x.trim());
  });
}

const idList = z.array(dbId).max(200);

/**
 * Reads the create/edit multipart body (spec part 2 §7): each picture is judged by its bytes (PNG or
 * JPG, else 400) and its size (413 over the limit, enforced while streaming); the fields must all be
 * present and valid ('Todos los campos son requeridos').
 */
export async function readAccessoryForm(request: FastifyRequest): Promise<AccessoryForm> {
  if (!request.isMultipart()) throw badRequest(ECOMMERCE_MSG.requiredFields);
  const values = new Map<string, string[]>();
  const uploads: AccessoryUpload[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (!isGroup(part.fieldname)) continue;
        const mime = sniffEvidenceType(bytes);
        if (mime !== 'image/png' && mime !== 'image/jpeg') throw badRequest(ECOMMERCE_MSG.imageType);
        uploads.push({ group: part.fieldname, mime, bytes });
      } else {
        values.set(part.fieldname, [...(values.get(part.fieldname) ?? []), String(part.value)]);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(ECOMMERCE_MSG.imageTooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw tooLarge();
    throw error;
  }
  for (const group of ACCESSORY_IMAGE_GROUPS) {
    if (uploads.filter((u) => u.group === group).length > ECOMMERCE_IMAGES_PER_GROUP) throw badRequest(ECOMMERCE_MSG.tooManyImages);
  }
  const one = (name: string) => values.get(name)?.[0];
  const parsed = accessoryFields.safeParse({
    name: one('name') ?? '',
    description: one('description') ?? '',
    price: one('price') ?? '',
    modelAccessory: one('modelAccessory') ?? '',
    ItemAccesoryTypeId: one('ItemAccesoryTypeId') ?? '',
    models: listValues(values.get('models')),
  });
  if (!parsed.success) throw badRequest(ECOMMERCE_MSG.requiredFields);
  const deleteImages = idList.safeParse(listValues(values.get('deleteImages')));
  if (!deleteImages.success) throw badRequest();
  return { fields: parsed.data, deleteImages: deleteImages.data, uploads };
}
