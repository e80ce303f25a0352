import { storedFileId } from '../../../shared/schemas/primitives';
import { SECURITY_MSG } from '../../../shared/domain/securityMessages';
import { and, asc, eq, inArray, like, or } from 'drizzle-orm';
import { MEXICAN_STATES } from '../../../shared/domain/enums';
import { AGENCY_OWNER_ROLES } from '../../../shared/domain/permissions';
import {
  ADMIN_MSG,
  LEAD_RULE_OWNER,
  fullScheduleSchema,
  type AgencyCreateInput,
  type AgencyUpdateInput,
  type Schedule,
  type ScheduleInput,
} from '../../../shared/schemas/admin';
import type { z } from 'zod';
import type { agencyDetailSchema } from '../../../shared/schemas/adminResponses';
import type { Db } from '../../db/client';
import { files } from '../../db/tables/files';
import { agencies, agencySchedules, roles, userAgencies, users } from '../../db/tables/org';
import { badRequest, notFound } from '../../lib/httpError';
import { parseData } from '../../lib/parseData';
import { sortKey } from '../../lib/sortKey';
import { decodeDataUrl, DOCUMENT_KINDS, IMAGE_KINDS, type DecodedFile } from '../../lib/uploadedFile';
import type { FileStore } from '../../lib/fileStore';
import { slugify } from '../../../shared/domain/comparableText';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Where a stored file is served, relative to the main API base (same authorisation as the agency). */
export const agencyFileUrl = (fileId: number) => `/agency/file/${fileId}`;

async function freeSlug(tx: Tx, base: string): Promise<string> {
  const taken = new Set(
    (await tx.select({ slug: agencies.slug }).from(agencies).where(or(eq(agencies.slug, base), like(agencies.slug, `${base}-%`)))).map(
      (r) => r.slug,
    ),
  );
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

interface PendingFiles {
  picLogo?: DecodedFile;
  picLogoDark?: DecodedFile;
  files: DecodedFile[];
}

/** Decodes every uploaded file before anything is written, so a bad one refuses the whole request. */
function decodeUploads(input: Pick<AgencyCreateInput, 'picLogo' | 'picLogoDark' | 'files'>): PendingFiles {
  const isData = (v: string | null | undefined): v is string => typeof v === 'string' && v.startsWith('data:');
  return {
    picLogo: isData(input.picLogo) ? decodeDataUrl(input.picLogo, IMAGE_KINDS) : undefined,
    picLogoDark: isData(input.picLogoDark) ? decodeDataUrl(input.picLogoDark, IMAGE_KINDS) : undefined,
    files: (input.files ?? []).map((f) => decodeDataUrl(typeof f === 'string' ? f : f.data, DOCUMENT_KINDS)),
  };
}

async function storeUploads(tx: Tx, blobs: FileStore, agencyId: number, pending: PendingFiles): Promise<Partial<Record<'picLogo' | 'picLogoDark', string>>> {
  const save = async (file: DecodedFile, ownerType: string) => {
    const path = await blobs.put(file.bytes);
    const [row] = await tx.insert(files).values({ ownerType, ownerId: agencyId, agencyId, mime: file.mime, size: file.bytes.length, path }).returning();
    return row!.id;
  };
  const urls: Partial<Record<'picLogo' | 'picLogoDark', string>> = {};
  if (pending.picLogo) urls.picLogo = agencyFileUrl(await save(pending.picLogo, 'agency-logo'));
  if (pending.picLogoDark) urls.picLogoDark = agencyFileUrl(await save(pending.picLogoDark, 'agency-logo-dark'));
  for (const f of pending.files) await save(f, 'agency-file');
  return urls;
}

/**
 * Logo references the client sends back: each must be `/agency/file/<id>` of a logo the server
 * stored for this same agency (never a path the client makes up). Answers the columns to set.
 */
async function logoRefs(tx: Tx, agencyId: number | undefined, input: Pick<AgencyCreateInput, 'picLogo' | 'picLogoDark'>) {
  const out: Partial<Record<'picLogo' | 'picLogoDark', string>> = {};
  for (const key of ['picLogo', 'picLogoDark'] as const) {
    const ref = input[key];
    if (typeof ref !== 'string' || ref.startsWith('data:')) continue;
    const fileId = storedFileId(ref);
    if (!fileId || agencyId === undefined) throw badRequest(SECURITY_MSG.invalidFileRef);
    const [file] = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.id, fileId), eq(files.agencyId, agencyId), inArray(files.ownerType, ['agency-logo', 'agency-logo-dark'])));
    if (!file) throw badRequest(SECURITY_MSG.invalidFileRef);
    out[key] = agencyFileUrl(file.id);
  }
  return out;
}

/** The columns a create or update payload sets (only the keys present). */
function columnsOf(input: AgencyUpdateInput) {
  const { coordinates, state, AgencySocialMedia, picLogo: _l, picLogoDark: _d, files: _f, AgencyIncomingLeadRuleId, LeadOwnerId, ...rest } = input;
  return {
    ...rest,
    ...(coordinates ? { coordX: coordinates[0], coordY: coordinates[1] } : {}),
    ...(state ? { stateSlug: state } : {}),
    ...(AgencySocialMedia ? { socialMedia: AgencySocialMedia } : {}),
    ...(AgencyIncomingLeadRuleId !== undefined ? { leadRuleId: AgencyIncomingLeadRuleId } : {}),
    ...(LeadOwnerId !== undefined ? { leadOwnerId: LeadOwnerId } : {}),
  };
}

export async function createAgency(db: Db, blobs: FileStore, input: AgencyCreateInput): Promise<number> {
  const pending = decodeUploads(input);
  return db.transaction(async (tx) => {
    const slug = await freeSlug(tx, slugify(input.name) || 'agencia');
    const { coordinates, state, AgencySocialMedia, picLogo: _l, picLogoDark: _d, files: _f, ...rest } = input;
    const [row] = await tx
      .insert(agencies)
      .values({ ...rest, slug, stateSlug: state, coordX: coordinates[0], coordY: coordinates[1], socialMedia: AgencySocialMedia ?? {} })
      .returning({ id: agencies.id });
    const id = row!.id;
    await logoRefs(tx, undefined, input);
    // Every agency has its hours row; times default to 00:00 (spec §2).
    await tx.insert(agencySchedules).values({ agencyId: id });
    const urls = await storeUploads(tx, blobs, id, pending);
    if (Object.keys(urls).length) await tx.update(agencies).set(urls).where(eq(agencies.id, id));
    return id;
  });
}

/** Rule 2 needs an owner: an active user of the agency with a role that may own its incoming leads. */
async function assertOwner(tx: Tx, agencyId: number, ownerId: number | null | undefined): Promise<void> {
  if (!ownerId) throw badRequest(ADMIN_MSG.ruleOwnerRequired);
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(userAgencies, and(eq(userAgencies.userId, users.id), eq(userAgencies.agencyId, agencyId)))
    .where(and(eq(users.id, ownerId), eq(users.active, true), inArray(roles.slug, [...AGENCY_OWNER_ROLES])))
    .limit(1);
  if (!owner) throw badRequest(ADMIN_MSG.ruleOwnerInvalid);
}

export async function updateAgency(db: Db, blobs: FileStore, id: number, input: AgencyUpdateInput): Promise<void> {
  const pending = decodeUploads(input);
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ leadRuleId: agencies.leadRuleId, leadOwnerId: agencies.leadOwnerId }).from(agencies).where(eq(agencies.id, id)).for('update');
    if (!current) throw notFound();
    const rule = input.AgencyIncomingLeadRuleId ?? current.leadRuleId;
    const cols = columnsOf(input);
    if (rule === LEAD_RULE_OWNER) {
      const owner = input.LeadOwnerId !== undefined ? input.LeadOwnerId : current.leadOwnerId;
      await assertOwner(tx, id, owner);
    } else {
      // An owner only means something under rule 2.
      cols.leadOwnerId = null;
    }
    const refs = await logoRefs(tx, id, input);
    const urls = await storeUploads(tx, blobs, id, pending);
    await tx.update(agencies).set({ ...cols, ...refs, ...urls, updatedAt: new Date() }).where(eq(agencies.id, id));
  });
}

const SCHEDULE_COLUMNS = {
  worksOnSunday: agencySchedules.worksOnSunday,
  worksOnMonday: agencySchedules.worksOnMonday,
  worksOnTuesday: agencySchedules.worksOnTuesday,
  worksOnWednesday: agencySchedules.worksOnWednesday,
  worksOnThursday: agencySchedules.worksOnThursday,
  worksOnFriday: agencySchedules.worksOnFriday,
  worksOnSaturday: agencySchedules.worksOnSaturday,
  openingScheduleWeek: agencySchedules.openingScheduleWeek,
  closingScheduleWeek: agencySchedules.closingScheduleWeek,
  openingScheduleSaturday: agencySchedules.openingScheduleSaturday,
  closingScheduleSaturday: agencySchedules.closingScheduleSaturday,
  openingScheduleSunday: agencySchedules.openingScheduleSunday,
  closingScheduleSunday: agencySchedules.closingScheduleSunday,
};

/** What an agency without a schedule row works: the table's defaults. */
export const DEFAULT_SCHEDULE: Schedule = {
  worksOnSunday: false,
  worksOnMonday: true,
  worksOnTuesday: true,
  worksOnWednesday: true,
  worksOnThursday: true,
  worksOnFriday: true,
  worksOnSaturday: true,
  openingScheduleWeek: '00:00:00',
  closingScheduleWeek: '00:00:00',
  openingScheduleSaturday: '00:00:00',
  closingScheduleSaturday: '00:00:00',
  openingScheduleSunday: '00:00:00',
  closingScheduleSunday: '00:00:00',
};

export async function getSchedule(db: Db | Tx, agencyId: number): Promise<Schedule & { AgencyId: number }> {
  const [row] = await db.select(SCHEDULE_COLUMNS).from(agencySchedules).where(eq(agencySchedules.agencyId, agencyId));
  return { AgencyId: agencyId, ...(row ?? DEFAULT_SCHEDULE) };
}

export async function saveSchedule(db: Db, agencyId: number, input: ScheduleInput): Promise<Schedule & { AgencyId: number }> {
  return db.transaction(async (tx) => {
    const [agency] = await tx.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, agencyId));
    if (!agency) throw notFound();
    const { AgencyId: _id, ...current } = await getSchedule(tx, agencyId);
    // A pair may arrive half (the other time stays as stored): the merged schedule keeps the rule.
    const next: Schedule = parseData(fullScheduleSchema, { ...current, ...input });
    await tx
      .insert(agencySchedules)
      .values({ agencyId, ...next })
      .onConflictDoUpdate({ target: agencySchedules.agencyId, set: { ...next, updatedAt: new Date() } });
    return { AgencyId: agencyId, ...next };
  });
}

/** An agency as GET /agency/{id} answers it (the answer's contract: agencyDetailSchema). */
export type AgencyDetailRow = z.output<typeof agencyDetailSchema>;

export async function getAgencyDetail(db: Db, id: number): Promise<AgencyDetailRow | undefined> {
  const [a] = await db.select().from(agencies).where(eq(agencies.id, id));
  if (!a) return undefined;
  const [collaborators, schedule, fileRows] = await Promise.all([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        position: users.position,
        role: roles.slug,
        roleDescription: roles.description,
      })
      .from(userAgencies)
      .innerJoin(users, eq(users.id, userAgencies.userId))
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(userAgencies.agencyId, id), eq(users.active, true)))
      .orderBy(asc(sortKey(users.firstName)), asc(sortKey(users.lastName)), asc(users.id)),
    getSchedule(db, id),
    db
      .select({ id: files.id, ownerType: files.ownerType, mime: files.mime, size: files.size, createdAt: files.createdAt })
      .from(files)
      .where(and(eq(files.agencyId, id), inArray(files.ownerType, ['agency-logo', 'agency-logo-dark', 'agency-file'])))
      .orderBy(asc(files.id)),
  ]);
  const Users = collaborators.map((u) => ({
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    firstAndLastName: `${u.firstName} ${u.lastName}`,
    email: u.email,
    position: u.position,
    UserRole: { slug: u.role, description: u.roleDescription },
  }));
  const manager = Users.find((u) => u.UserRole.slug === 'manager') ?? null;
  const stateName = MEXICAN_STATES.find(([slug]) => slug === a.stateSlug)?.[1] ?? a.stateSlug;
  return {
    id: a.id,
    slug: a.slug,
    name: a.name,
    businessName: a.businessName,
    manager: a.manager,
    phone: a.phone,
    email: a.email,
    description: a.description,
    agencyGroup: a.agencyGroup,
    picLogo: a.picLogo,
    picLogoDark: a.picLogoDark,
    urlSite: a.urlSite,
    url360View: a.url360View,
    urlGoogleMaps: a.urlGoogleMaps,
    AgencySocialMedia: a.socialMedia,
    street: a.street,
    exteriorNumber: a.exteriorNumber,
    interiorNumber: a.interiorNumber,
    state: a.stateSlug,
    State: { slug: a.stateSlug, name: stateName },
    transferCode: a.transferCode,
    city: a.city,
    City: { name: a.city },
    suburb: a.suburb,
    Suburb: { name: a.suburb },
    postalCode: a.postalCode,
    PostalCode: { code: a.postalCode },
    municipality: a.municipality,
    deputation: a.deputation,
    sicop: a.sicop,
    coordinates: [a.coordX, a.coordY] as [number, number],
    hasService: a.hasService,
    active: a.active,
    AgencyIncomingLeadRuleId: a.leadRuleId,
    LeadOwnerId: a.leadOwnerId,
    arrivalAlertMinutes: a.arrivalAlertMinutes,
    noShowAfterMinutes: a.noShowAfterMinutes,
    Manager: manager,
    Users,
    landing: a.landing,
    schedule,
    files: fileRows.map((f) => ({ ...f, url: agencyFileUrl(f.id) })),
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  };
}
