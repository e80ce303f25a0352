import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jsonRows, type Nullable } from '../../lib/jsonRows';
import { queryRows } from '../../lib/queryRows';
import { leadActivityChannelTypes, leadActivityTypes, leadOrigins, productColors, products } from '../../db/tables/catalog';
import { agencies, users } from '../../db/tables/org';
import { leadActivities, leadEmails, leadInterests, leadPhaseRecords, leadPhones, leadRentings } from './tables';
import type { Lead } from './leadAccess';

const emails = jsonRows({ id: leadEmails.id, value: leadEmails.value });
const phones = jsonRows({ id: leadPhones.id, value: leadPhones.value });
const interests = jsonRows({
  id: leadInterests.id,
  productId: leadInterests.productId,
  productColorId: leadInterests.productColorId,
  quantity: leadInterests.quantity,
  buyType: leadInterests.buyType,
  current: leadInterests.current,
  comments: leadInterests.comments,
  date: leadInterests.date,
  createdAt: leadInterests.createdAt,
  pId: products.id,
  pImageUrl: products.imageUrl,
  pName: products.name,
  pModel: products.model,
  pVersion: products.version,
  pTransmission: products.transmission,
  pPrice: products.price,
  pYear: products.year,
  cId: productColors.id,
  cName: productColors.name,
  cSlug: productColors.slug,
  cHex: productColors.hex,
});
const activities = jsonRows({
  id: leadActivities.id,
  date: leadActivities.date,
  title: leadActivities.title,
  comments: leadActivities.comments,
  status: leadActivities.status,
  typeSlug: leadActivityTypes.slug,
  typeDescription: leadActivityTypes.description,
  channelSlug: leadActivityChannelTypes.slug,
  channelDescription: leadActivityChannelTypes.description,
  pId: products.id,
  pName: products.name,
  pModel: products.model,
  plazo: leadActivities.plazo,
  enganche: leadActivities.enganche,
  data: leadActivities.data,
  userId: leadActivities.userId,
  userName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  createdAt: leadActivities.createdAt,
});
const origin = jsonRows({ id: leadOrigins.id, slug: leadOrigins.slug, description: leadOrigins.description, agencyId: leadOrigins.agencyId });
const owner = jsonRows({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email });
const agency = jsonRows({ id: agencies.id, name: agencies.name });
const records = jsonRows({
  id: leadPhaseRecords.id,
  leadId: leadPhaseRecords.leadId,
  userId: leadPhaseRecords.userId,
  oldPhaseSlug: leadPhaseRecords.oldPhaseSlug,
  newPhaseSlug: leadPhaseRecords.newPhaseSlug,
  comments: leadPhaseRecords.comments,
  createdAt: leadPhaseRecords.createdAt,
});
const renting = jsonRows({
  leadId: leadRentings.leadId,
  folio: leadRentings.folio,
  state: leadRentings.state,
  postalCode: leadRentings.postalCode,
  hasCharger: leadRentings.hasCharger,
  rentingPeriod: leadRentings.rentingPeriod,
});

/**
 * The lead's own lists and names for its detail (GET /lead/{id}): e-mails, phones, interests with
 * their model and colour, activities with their type, channel, model and author, origin, owner,
 * agency, phase records and renting — one statement (lib/jsonRows.ts) instead of nine.
 */
export async function readDetailLists(db: Db, lead: Lead) {
  const id = lead.id;
  const [raw] = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT
      ${emails.list(sql`FROM ${leadEmails} WHERE ${leadEmails.leadId} = ${id}`, sql`${leadEmails.id}`)} AS emails,
      ${phones.list(sql`FROM ${leadPhones} WHERE ${leadPhones.leadId} = ${id}`, sql`${leadPhones.id}`)} AS phones,
      ${interests.list(
        sql`FROM ${leadInterests} JOIN ${products} ON ${products.id} = ${leadInterests.productId} LEFT JOIN ${productColors} ON ${productColors.id} = ${leadInterests.productColorId} WHERE ${leadInterests.leadId} = ${id}`,
        sql`${leadInterests.current} DESC, ${leadInterests.id} DESC`,
      )} AS interests,
      ${activities.list(
        sql`FROM ${leadActivities} JOIN ${leadActivityTypes} ON ${leadActivityTypes.id} = ${leadActivities.typeId}
          LEFT JOIN ${leadActivityChannelTypes} ON ${leadActivityChannelTypes.id} = ${leadActivities.channelTypeId}
          LEFT JOIN ${products} ON ${products.id} = ${leadActivities.productId}
          LEFT JOIN ${users} ON ${users.id} = ${leadActivities.userId}
          WHERE ${leadActivities.leadId} = ${id}`,
        sql`${leadActivities.createdAt} DESC, ${leadActivities.id} DESC`,
      )} AS activities,
      ${origin.one(sql`FROM ${leadOrigins} WHERE ${leadOrigins.id} = ${lead.leadOriginId}`)} AS origin,
      ${owner.one(sql`FROM ${users} WHERE ${users.id} = ${lead.userId}`)} AS owner,
      ${agency.one(sql`FROM ${agencies} WHERE ${agencies.id} = ${lead.agencyId}`)} AS agency,
      ${records.list(sql`FROM ${leadPhaseRecords} WHERE ${leadPhaseRecords.leadId} = ${id}`, sql`${leadPhaseRecords.createdAt} DESC, ${leadPhaseRecords.id} DESC`)} AS records,
      ${renting.one(sql`FROM ${leadRentings} WHERE ${leadRentings.leadId} = ${id}`)} AS renting`,
  );
  const one = <T>(list: { decode(raw: unknown): T }, value: unknown): T | null => (value === null || value === undefined ? null : list.decode(value));
  return {
    emails: emails.decodeList(raw!.emails),
    phones: phones.decodeList(raw!.phones),
    // A colour is LEFT JOINed: its fields are null when the interest has none.
    interests: interests.decodeList(raw!.interests) as (ReturnType<typeof interests.decode> & Nullable<Pick<ReturnType<typeof interests.decode>, 'cId' | 'cName' | 'cSlug' | 'cHex'>>)[],
    // Channel, model and author are LEFT JOINed.
    activities: activities.decodeList(raw!.activities) as (ReturnType<typeof activities.decode> &
      Nullable<Pick<ReturnType<typeof activities.decode>, 'channelSlug' | 'channelDescription' | 'pId' | 'pName' | 'pModel'>>)[],
    origin: one(origin, raw!.origin),
    owner: one(owner, raw!.owner),
    agency: one(agency, raw!.agency),
    records: records.decodeList(raw!.records),
    renting: one(renting, raw!.renting),
  };
}
