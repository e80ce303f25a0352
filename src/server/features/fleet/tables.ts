import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { copiedSortKeyColumn, createdAt, sortKeyColumn, updatedAt, blockedAt } from '../../db/tables/columns';
import { agencies, users } from '../../db/tables/org';
import { productColors, products } from '../../db/tables/catalog';
import { files } from '../../db/tables/files';

/**
 * Fleet sales (spec part 2): companies and their catalogs, fleet leads and their stage work
 * (activities, test drives, quotations, deliveries, documents), closed fleet sales and prospects.
 * Every top-level record belongs to an agency, so the agency boundary and the executive ownership
 * rule apply to the whole area. Money is integer centavos.
 */

const catalog = (name: string) =>
  pgTable(name, {
    id: serial('id').primaryKey(),
    description: text('description').notNull(),
  });

export const companyTypes = catalog('company_types');
export const companySectors = catalog('company_sectors');
export const companySizes = catalog('company_sizes');
export const companyNeeds = catalog('company_needs');
export const companyEconomicCapacities = catalog('company_economic_capacities');
export const companyFleetLocations = catalog('company_fleet_locations');
export const leadFleetOrigins = catalog('lead_fleet_origins');
export const leadFleetClasifications = catalog('lead_fleet_clasifications');

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    name: text('name').notNull(),
    companyTypeId: integer('company_type_id').references(() => companyTypes.id),
    /** Null when a privileged user typed a free-text sector (sent as id 0 plus text). */
    companySectorId: integer('company_sector_id').references(() => companySectors.id),
    sectorText: text('sector_text'),
    companySizeId: integer('company_size_id').references(() => companySizes.id),
    companyNeedId: integer('company_need_id').references(() => companyNeeds.id),
    companyEconomicCapacityId: integer('company_economic_capacity_id').references(() => companyEconomicCapacities.id),
    companyFleetLocationId: integer('company_fleet_location_id').references(() => companyFleetLocations.id),
    /** Shown as the address. */
    description: text('description'),
    active: boolean('active').notNull().default(true),
    /** The assigned executive. */
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The name's Spanish-order key, kept for the list sorted by 'Razón social'. */
    nameSortKey: sortKeyColumn('name_sort_key', sql`"name"`),
    /** The free-text sector's sort key, kept so the 'Giro' sort computes no key per company (issue 27). */
    sectorTextSortKey: sortKeyColumn('sector_text_sort_key', sql`"sector_text"`),
    /**
     * The 'Giro' and 'Ejecutivo' sort keys (issue 27): the catalogue sector's key (else the free
     * text's) and the executive's users.name_sort_key, kept by triggers (migration
     * fleet_owner_sector_keys) on the company's write and on a sector's or user's rename.
     */
    sectorSortKey: copiedSortKeyColumn('sector_sort_key'),
    userSortKey: copiedSortKeyColumn('user_sort_key'),
  },
  (t) => [
    // Every list order (services/fleet/companyList.ts) walks one of these, then the id, in either direction.
    index('companies_agency_created_idx').on(t.agencyId, t.createdAt, t.id),
    index('companies_agency_user_idx').on(t.agencyId, t.userId, t.createdAt, t.id),
    index('companies_agency_name_key_idx').on(t.agencyId, t.nameSortKey, t.id),
    // 'Giro' and 'Ejecutivo' keep nulls last in both directions, so each direction has its index.
    index('companies_agency_sector_key_idx').on(t.agencyId, t.sectorSortKey, t.id),
    index('companies_agency_sector_key_desc_idx').on(t.agencyId, t.sectorSortKey.desc().nullsLast(), t.id.desc().nullsFirst()),
    index('companies_agency_user_key_idx').on(t.agencyId, t.userSortKey, t.userId, t.id),
    index('companies_agency_user_key_desc_idx').on(t.agencyId, t.userSortKey.desc().nullsLast(), t.userId.desc().nullsLast(), t.id.desc().nullsFirst()),
    // The list's search: LIKE '%term%' over this exact expression (services/fleet/companyList.ts).
    index('companies_search_trgm_idx').using('gin', sql`(lower(${t.name} || ' ' || coalesce(${t.description}, ''))) gin_trgm_ops`),
  ],
);

/** COMPANY and OPERATOR contacts of a company; CONTACTO for a lead's contact person; RESPONSABLE for a test drive. */
export const companyContactPeople = pgTable(
  'company_contact_people',
  {
    id: serial('id').primaryKey(),
    /** Cancellation's first stage (issue 54): kept, hidden from every list, search, export and answer. */
    blockedAt: blockedAt(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    position: text('position'),
    createdAt: createdAt(),
  },
  (t) => [index('company_contact_people_company_idx').on(t.companyId, t.type), index('company_contact_people_name_idx').on(t.companyId, sql`lower(${t.name})`)],
);

export const leadFleets = pgTable(
  'lead_fleets',
  {
    id: serial('id').primaryKey(),
    /** Cancellation's first stage (issue 54): kept, hidden from every list, search, export and answer. */
    blockedAt: blockedAt(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** 1ER_CONTACTO, SEGUIMIENTO, CIERRE, POST_VENTA or CONGELADO. */
    phase: text('phase').notNull().default('1ER_CONTACTO'),
    /** ACTIVO / INACTIVO. */
    status: text('status').notNull().default('ACTIVO'),
    companyContactPersonId: integer('company_contact_person_id').references(() => companyContactPeople.id),
    contactName: text('contact_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** The company's name at the time, kept for sorting and searching without a join. */
    companyName: text('company_name').notNull(),
    comments: text('comments'),
    /** 'Fecha estimada de compra': the day the company expects to buy, as the executive recorded it. */
    expectedPurchaseDate: date('expected_purchase_date'),
    /** 'Presupuesto': what the company means to spend, integer centavos (0 or more), as the executive recorded it. */
    budget: bigint('budget', { mode: 'number' }),
    /** 'Probabilidad de cierre': how likely the executive judges the deal, a whole percentage 0–100 (the pipeline's forecast weighs the budget by it). */
    closeProbability: integer('close_probability'),
    userId: integer('user_id').references(() => users.id),
    leadFleetOriginId: integer('lead_fleet_origin_id').references(() => leadFleetOrigins.id),
    leadFleetClasificationId: integer('lead_fleet_clasification_id').references(() => leadFleetClasifications.id),
    accountInvestigationRealized: boolean('account_investigation_realized').notNull().default(false),
    lastActivityDate: timestamp('last_activity_date', { withTimezone: true }).notNull().defaultNow(),
    /** Total units of interest (sum of the lead's products), kept for the quantity-bucket filter. */
    totalQuantity: integer('total_quantity').notNull().default(0),
    /**
     * When the lead's first sale was registered (its closed sale's date), null until then. Kept by
     * the lead_fleet_sales_closed_at trigger (migration 0016) on every write of a sale, so the
     * closed-sales list walks lead_fleets_agency_closed_idx instead of grouping the agency's sales.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The lead's WhatsApp conversation has unread inbound messages (issue 53): the list's marker, kept by the whatsapp feature (setFleetLeadWhatsappUnread). */
    whatsappUnread: boolean('whatsapp_unread').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Spanish-order keys of the contact's and the company's names, and the phase's funnel position: kept for the list's sorts. */
    contactSortKey: sortKeyColumn('contact_sort_key', sql`"contact_name"`),
    companySortKey: sortKeyColumn('company_sort_key', sql`"company_name"`),
    /** The executive's users.name_sort_key, kept by triggers (migration fleet_owner_sector_keys) for the sort by executive. */
    userSortKey: copiedSortKeyColumn('user_sort_key'),
    phaseRank: smallint('phase_rank').generatedAlwaysAs(
      sql`array_position(ARRAY['1ER_CONTACTO', 'SEGUIMIENTO', 'CIERRE', 'POST_VENTA', 'CONGELADO']::text[], "phase")`,
    ),
  },
  (t) => [
    // Every sort of the list (services/fleet/fleetLeadList.ts), in the phase tabs and in TODO, walks
    // one of these in either direction and stops at the page: no sort of the agency's leads. Each
    // carries blocked_at (issue 55, migration list_pages_deep): the list leaves blocked leads out, and
    // with the column in the index a deep page skips its OFFSET rows and counts them in the index
    // alone (index-only: TODO's page 2,004 of 40,000 leads 60 ms -> 2-3 ms, its count 21 -> 3-4 ms).
    index('lead_fleets_agency_phase_activity_idx').on(t.agencyId, t.phase, t.lastActivityDate, t.id, t.blockedAt),
    index('lead_fleets_agency_activity_idx').on(t.agencyId, t.lastActivityDate, t.id, t.blockedAt),
    index('lead_fleets_agency_phase_contact_idx').on(t.agencyId, t.phase, t.contactSortKey, t.id, t.blockedAt),
    index('lead_fleets_agency_contact_idx').on(t.agencyId, t.contactSortKey, t.id, t.blockedAt),
    index('lead_fleets_agency_phase_company_idx').on(t.agencyId, t.phase, t.companySortKey, t.id, t.blockedAt),
    index('lead_fleets_agency_company_idx').on(t.agencyId, t.companySortKey, t.id, t.blockedAt),
    index('lead_fleets_agency_phase_rank_idx').on(t.agencyId, t.phaseRank, t.id, t.blockedAt),
    // An executive's own leads (and the sort by executive, one executive after another).
    index('lead_fleets_agency_user_idx').on(t.agencyId, t.userId, t.lastActivityDate, t.id),
    // An executive's tab totals, counted from this index alone (the one above reads a heap page per lead:
    // 2,765 pages for 3,515 leads), and a phase tab of their own leads walked in activity order.
    index('lead_fleets_agency_user_phase_idx').on(t.agencyId, t.userId, t.phase, t.lastActivityDate, t.id),
    // The sort by executive's name (nulls last either way: one index a direction).
    index('lead_fleets_agency_user_key_idx').on(t.agencyId, t.userSortKey, t.userId, t.id, t.blockedAt),
    index('lead_fleets_agency_user_key_desc_idx').on(t.agencyId, t.userSortKey.desc().nullsLast(), t.userId.desc().nullsLast(), t.id.desc().nullsFirst(), t.blockedAt),
    index('lead_fleets_company_idx').on(t.companyId),
    // The agency's fleet leads with unread WhatsApp messages: a filter or count by the list's marker.
    index('lead_fleets_agency_whatsapp_unread_idx').on(t.agencyId, t.lastActivityDate, t.id).where(sql`${t.whatsappUnread}`),
    // Deleting a contact person (an import's undo) checks the leads that name it through this.
    index('lead_fleets_contact_person_idx').on(t.companyContactPersonId),
    index('lead_fleets_agency_created_idx').on(t.agencyId, t.createdAt),
    // The quantity-bucket filter's count reads this index only (no heap page of the agency's leads).
    index('lead_fleets_agency_quantity_idx').on(t.agencyId, t.totalQuantity, t.id),
    index('lead_fleets_agency_closed_idx').on(t.agencyId, t.closedAt, t.id).where(sql`${t.closedAt} IS NOT NULL`),
    // The list's search: LIKE '%term%' over this exact expression (features/fleet/leads/fleetLeadList.ts),
    // with the agency in the same GIN (btree_gin, migration 0007) so a count reads only the agency's matches.
    index('lead_fleets_agency_search_trgm_idx').using(
      'gin',
      t.agencyId,
      sql`(lower(${t.contactName} || ' ' || coalesce(${t.email}, '') || ' ' || coalesce(${t.phone}, '') || ' ' || ${t.companyName})) gin_trgm_ops`,
    ),
  ],
);

export const leadFleetProducts = pgTable(
  'lead_fleet_products',
  {
    id: serial('id').primaryKey(),
    leadFleetId: integer('lead_fleet_id')
      .notNull()
      .references(() => leadFleets.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productColorId: integer('product_color_id').references(() => productColors.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('lead_fleet_products_lead_idx').on(t.leadFleetId), index('lead_fleet_products_product_idx').on(t.productId, t.leadFleetId)],
);

/** The dealers (stores) of a fleet lead, each with its contact person. */
export const leadFleetAgencies = pgTable(
  'lead_fleet_agencies',
  {
    id: serial('id').primaryKey(),
    leadFleetId: integer('lead_fleet_id')
      .notNull()
      .references(() => leadFleets.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
  },
  (t) => [index('lead_fleet_agencies_lead_idx').on(t.leadFleetId), index('lead_fleet_agencies_agency_idx').on(t.agencyId)],
);

/** Follow-up types: slug 'pruebas-de-manejo' (test drives) or 'reuniones' (meetings), and the rest. */
export const leadFleetActivityFollowUpTypes = pgTable('lead_fleet_activity_follow_up_types', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull(),
});

export const leadFleetActivityTypes = pgTable('lead_fleet_activity_types', {
  id: serial('id').primaryKey(),
  description: text('description').notNull(),
  followUpTypeId: integer('follow_up_type_id').references(() => leadFleetActivityFollowUpTypes.id),
});

export const leadFleetActivities = pgTable(
  'lead_fleet_activities',
  {
    id: serial('id').primaryKey(),
    leadFleetId: integer('lead_fleet_id')
      .notNull()
      .references(() => leadFleets.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    followUpTypeId: integer('follow_up_type_id').references(() => leadFleetActivityFollowUpTypes.id),
    activityTypeId: integer('activity_type_id').references(() => leadFleetActivityTypes.id),
    /** The lead's phase when the activity was registered: the history is grouped by it. */
    phase: text('phase').notNull(),
    title: text('title').notNull(),
    /** 1 open, 0 closed. */
    status: smallint('status').notNull().default(1),
    /** Meetings and test drives: when (start); test drives also end. */
    date: timestamp('date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    time: text('time'),
    comments: text('comments'),
    companyContactPersonId: integer('company_contact_person_id').references(() => companyContactPeople.id),
    commentsOnTest: text('comments_on_test'),
    commentsOnResults: text('comments_on_results'),
    createdAt: createdAt(),
  },
  (t) => [index('lead_fleet_activities_lead_idx').on(t.leadFleetId, t.createdAt), index('lead_fleet_activities_lead_date_idx').on(t.leadFleetId, t.date)],
);

export const leadFleetActivityFollowUpComments = pgTable(
  'lead_fleet_activity_follow_up_comments',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => leadFleetActivities.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_fleet_follow_up_comments_activity_idx').on(t.activityId)],
);

export const leadFleetActivityTestDriveUnits = pgTable(
  'lead_fleet_activity_test_drive_units',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => leadFleetActivities.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    vin: text('vin').notNull(),
    plate: text('plate').notNull(),
  },
  (t) => [index('lead_fleet_test_drive_units_activity_idx').on(t.activityId)],
);

/** Files of a test drive: EVIDENCE, COMODATO or TCO. */
export const leadFleetActivityFiles = pgTable(
  'lead_fleet_activity_files',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => leadFleetActivities.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_fleet_activity_files_activity_idx').on(t.activityId, t.kind)],
);

export const leadFleetQuotations = pgTable(
  'lead_fleet_quotations',
  {
    id: serial('id').primaryKey(),
    leadFleetId: integer('lead_fleet_id')
      .notNull()
      .references(() => leadFleets.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    publicPriceCentavos: bigint('public_price_centavos', { mode: 'number' }).notNull(),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    discountAbsorbedByDealer: numeric('discount_absorbed_by_dealer', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    discountAbsorbedByManufacturer: numeric('discount_absorbed_by_manufacturer', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    quantity: integer('quantity').notNull().default(1),
    hasCharger: boolean('has_charger').notNull().default(false),
    chargerAmountCentavos: bigint('charger_amount_centavos', { mode: 'number' }).notNull().default(0),
    /** Recomputed by the server from the other figures; never the client's number. */
    finalAmountCentavos: bigint('final_amount_centavos', { mode: 'number' }).notNull(),
    comments: text('comments'),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('lead_fleet_quotations_lead_idx').on(t.leadFleetId, t.createdAt)],
);

/** Documents of a lead: PURCHASE_ORDER, TERMS_AND_CONDITIONS, EVIDENCE (account investigation), QUOTATION, DELIVERY. */
export const leadFleetDocuments = pgTable(
  'lead_fleet_documents',
  {
    id: serial('id').primaryKey(),
    leadFleetId: integer('lead_fleet_id')
      .notNull()
      .references(() => leadFleets.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    name: text('name').notNull(),
    quotationId: integer('quotation_id').references(() => leadFleetQuotations.id, { onDelete: 'cascade' }),
    deliveryId: integer('delivery_id'),
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('lead_fleet_documents_lead_idx').on(t.leadFleetId, t.type, t.createdAt)],
);

export const leadFleetDeliveries = pgTable(
  'lead_fleet_deliveries',
  {
    id: serial('id').primaryKey(),
    leadFleetId: integer('lead_fleet_id')
      .notNull()
      .references(() => leadFleets.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    dealerReunionDate: date('dealer_reunion_date').notNull(),
    logisticsDetails: text('logistics_details').notNull(),
    observations: text('observations').notNull(),
    rfc: text('rfc').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_fleet_deliveries_lead_idx').on(t.leadFleetId)],
);

/** Closed fleet sales: a registered delivery creates one, with its VINs. */
export const leadFleetSales = pgTable(
  'lead_fleet_sales',
  {
    id: serial('id').primaryKey(),
    leadFleetId: integer('lead_fleet_id')
      .notNull()
      .references(() => leadFleets.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    deliveryId: integer('delivery_id').references(() => leadFleetDeliveries.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('lead_fleet_sales_agency_created_idx').on(t.agencyId, t.createdAt),
    index('lead_fleet_sales_lead_idx').on(t.leadFleetId),
    // A delivery's answer joins its sale (and deleting a delivery cascades to it): without this, every
    // sale of the network was read for each (bench:ci's plan check on POST /lead-fleet/entrega).
    index('lead_fleet_sales_delivery_idx').on(t.deliveryId),
  ],
);

export const leadFleetSaleVins = pgTable(
  'lead_fleet_sale_vins',
  {
    id: serial('id').primaryKey(),
    leadFleetSaleId: integer('lead_fleet_sale_id')
      .notNull()
      .references(() => leadFleetSales.id, { onDelete: 'cascade' }),
    vin: text('vin').notNull(),
  },
  (t) => [index('lead_fleet_sale_vins_sale_idx').on(t.leadFleetSaleId), uniqueIndex('lead_fleet_sale_vins_vin_idx').on(t.vin)],
);

/** What happened to a fleet lead (created, phase moves, edits, reassignments, freezes): its Historial besides activities. */
export const leadFleetEvents = pgTable(
  'lead_fleet_events',
  {
    id: serial('id').primaryKey(),
    leadFleetId: integer('lead_fleet_id')
      .notNull()
      .references(() => leadFleets.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    action: text('action').notNull(),
    oldPhase: text('old_phase'),
    newPhase: text('new_phase'),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('lead_fleet_events_lead_idx').on(t.leadFleetId, t.createdAt)],
);

export const leadFleetProspects = pgTable(
  'lead_fleet_prospects',
  {
    id: serial('id').primaryKey(),
    /** Cancellation's first stage (issue 54): kept, hidden from every list, search, export and answer. */
    blockedAt: blockedAt(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    companyName: text('company_name').notNull(),
    position: text('position').notNull(),
    productId: integer('product_id').references(() => products.id),
    productColorId: integer('product_color_id').references(() => productColors.id),
    quantity: integer('quantity').notNull().default(1),
    active: boolean('active').notNull().default(true),
    /** The executive it is assigned to, if any; fleet-executives see their own. */
    userId: integer('user_id').references(() => users.id),
    convertedToLeadAt: timestamp('converted_to_lead_at', { withTimezone: true }),
    leadFleetId: integer('lead_fleet_id').references(() => leadFleets.id, { onDelete: 'set null' }),
    /** Where it came from: 'web' (the public fleet form) or 'manual'. */
    source: text('source').notNull().default('web'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The list's sort keys (Nombre y correo, Compañía, Interés), so a sorted page walks an index of the agency. */
    nameSortKey: sortKeyColumn('name_sort_key', sql`"first_name" || ' ' || "last_name"`),
    companySortKey: sortKeyColumn('company_sort_key', sql`"company_name"`),
    /** The model's products.name key, kept by triggers (migration fleet_prospect_sort_keys); null without a model. */
    productSortKey: copiedSortKeyColumn('product_sort_key'),
    /**
     * What the search box matches, lower-cased and kept: a common word's count rechecks every match, and
     * reading the text costs less than building it from five columns for each (10,000 matches: 10 -> 6 ms).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "phone" || ' ' || "company_name")`,
    ),
  },
  (t) => [
    index('lead_fleet_prospects_agency_active_created_idx').on(t.agencyId, t.active, t.createdAt),
    index('lead_fleet_prospects_agency_user_idx').on(t.agencyId, t.userId),
    index('lead_fleet_prospects_agency_created_id_idx').on(t.agencyId, t.createdAt, t.id),
    index('lead_fleet_prospects_lead_fleet_idx').on(t.leadFleetId),
    index('lead_fleet_prospects_agency_name_key_idx').on(t.agencyId, t.nameSortKey, t.id),
    index('lead_fleet_prospects_agency_company_key_idx').on(t.agencyId, t.companySortKey, t.id),
    index('lead_fleet_prospects_agency_product_key_idx').on(t.agencyId, t.productSortKey, t.id),
    index('lead_fleet_prospects_agency_product_key_desc_idx').on(t.agencyId, t.productSortKey.desc().nullsLast(), t.id.desc().nullsFirst()),
    // The list's search box (LIKE '%term%'), with the agency (btree_gin) so a count reads only the agency's matches.
    index('lead_fleet_prospects_agency_search_trgm_idx').using('gin', t.agencyId, sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const leadFleetProspectEvents = pgTable(
  'lead_fleet_prospect_events',
  {
    id: serial('id').primaryKey(),
    prospectId: integer('prospect_id')
      .notNull()
      .references(() => leadFleetProspects.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    action: text('action').notNull(),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('lead_fleet_prospect_events_prospect_idx').on(t.prospectId, t.createdAt)],
);
