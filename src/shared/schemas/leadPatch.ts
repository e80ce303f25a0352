import { z } from 'zod';
import type { Permission } from '../domain/permissions';
import { MSG } from '../messages';
import { demographicsSchema, editLeadSchema, LEAD_DETAIL_KEYS, saleDataSchema, SALE_DATA_KEYS } from './leadPayloads';

/**
 * PATCH /lead/{id} carries one or more groups of fields, each a panel of the lead's screen with its
 * own permission (issue 52: the groups are the request schema, not a record checked by hand). Listed
 * in the order their rules are checked, the order the panels show their messages.
 */
export const LEAD_PATCH_GROUPS = [
  // 'Editar lead': the contact and the lead's own details (README, 'Add a field').
  { group: 'edit', permission: 'lead:edit', keys: ['firstName', 'lastName', 'email', 'phone', ...LEAD_DETAIL_KEYS] },
  { group: 'demographics', permission: 'lead:demographics', keys: ['gender', 'sector', 'maritalStatus', 'age'] },
  { group: 'invoice', permission: 'lead:invoice', keys: ['invoice'] },
  { group: 'reassign', permission: 'lead:reassign', keys: ['UserId'] },
  { group: 'saleData', permission: 'lead:saleData', keys: SALE_DATA_KEYS },
] as const satisfies readonly { group: string; permission: Permission; keys: readonly string[] }[];

export type LeadPatchGroup = (typeof LEAD_PATCH_GROUPS)[number]['group'];

const has = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/** The groups a body names (a key present, whatever its value): what the caller must be allowed. */
export function leadPatchGroupsOf(body: unknown): (typeof LEAD_PATCH_GROUPS)[number][] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  return LEAD_PATCH_GROUPS.filter((g) => g.keys.some((k) => has(body, k)));
}

const invoice = z.string({ error: MSG.invoiceRequired }).refine((s) => s.trim() !== '', { error: MSG.invoiceRequired });
const adviser = z.number({ error: MSG.selectAdviser }).int({ error: MSG.selectAdviser }).positive({ error: MSG.selectAdviser });

const editShape = editLeadSchema.shape;
const demographicsShape = demographicsSchema.shape;

/**
 * Every group's fields, optional: a group's own rule (the contact's four fields together, the four
 * demographics together) is a refinement on the groups the body names, so the first message is the
 * one the panel shows first. A body that names no group says nothing: 'Datos inválidos'.
 */
export const leadPatchSchema = z
  .object({
    firstName: editShape.firstName.optional(),
    lastName: editShape.lastName.optional(),
    email: editShape.email.optional(),
    phone: editShape.phone.optional(),
    ...Object.fromEntries(LEAD_DETAIL_KEYS.map((k) => [k, editShape[k]])) as Pick<typeof editShape, (typeof LEAD_DETAIL_KEYS)[number]>,
    gender: demographicsShape.gender.optional(),
    sector: demographicsShape.sector.optional(),
    maritalStatus: demographicsShape.maritalStatus.optional(),
    age: demographicsShape.age.optional(),
    invoice: invoice.optional(),
    UserId: adviser.optional(),
    ...saleDataSchema.shape,
  })
  .superRefine((body, ctx) => {
    const named = leadPatchGroupsOf(body).map((g) => g.group);
    if (named.length === 0) ctx.addIssue({ code: 'custom', message: MSG.invalidData });
    const whole = (schema: z.ZodType) => {
      const parsed = schema.safeParse(body);
      if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    };
    if (named.includes('edit')) whole(editLeadSchema);
    if (named.includes('demographics')) whole(demographicsSchema);
  })
  .transform((body) => {
    const named = new Set(leadPatchGroupsOf(body).map((g) => g.group));
    return {
      /** The keys the body named: a detail left out keeps its value, one sent empty is cleared. */
      named: Object.keys(body),
      edit: named.has('edit') ? editLeadSchema.parse(body) : undefined,
      demographics: named.has('demographics') ? demographicsSchema.parse(body) : undefined,
      invoice: body.invoice?.trim(),
      UserId: body.UserId,
      saleData: named.has('saleData') ? saleDataSchema.parse(Object.fromEntries(SALE_DATA_KEYS.filter((k) => has(body, k)).map((k) => [k, body[k]]))) : undefined,
    };
  });

export type LeadPatchInput = z.input<typeof leadPatchSchema>;
export type LeadPatch = z.output<typeof leadPatchSchema>;
