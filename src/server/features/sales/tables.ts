import { boolean, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/tables/columns';
import { productColors, products } from '../../db/tables/catalog';
import { agencies, users } from '../../db/tables/org';
import { leads } from '../leads/tables';

/** Retail sales (closed from a lead or reported from outside) and the VINs sold with them. */

export const sales = pgTable(
  'sales',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    userId: integer('user_id').references(() => users.id),
    productId: integer('product_id').references(() => products.id),
    productColorId: integer('product_color_id').references(() => productColors.id),
    stage: text('stage').notNull().default('PENDING_REPORTING'),
    closedSale: boolean('closed_sale').notNull().default(false),
    origin: text('origin').notNull().default('CRM'),
    salePrice: numeric('sale_price', { precision: 14, scale: 2, mode: 'number' }),
    quantity: integer('quantity').notNull().default(1),
    creditTerm: integer('credit_term'),
    invoiceNumber: text('invoice_number'),
    saleType: text('sale_type'),
    bank: text('bank'),
    insuranceCarrier: text('insurance_carrier'),
    saleCondition: text('sale_condition'),
    paymentMethod: text('payment_method'),
    takeCarInExange: boolean('take_car_in_exange').notNull().default(false),
    carExangeBrand: text('car_exange_brand'),
    carExangeModel: text('car_exange_model'),
    carExangeVersion: text('car_exange_version'),
    carExangeYear: integer('car_exange_year'),
    rfc: text('rfc'),
    closingDate: timestamp('closing_date', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sales_agency_stage_created_idx').on(t.agencyId, t.stage, t.createdAt),
    index('sales_lead_idx').on(t.leadId),
    index('sales_agency_created_idx').on(t.agencyId, t.createdAt),
    // An adviser's own sales (the dashboard and reporting lists, newest first, and their counts): without
    // it each call read every sale of the agency (3,700 at a million leads) to keep the adviser's few.
    index('sales_agency_user_created_idx').on(t.agencyId, t.userId, t.createdAt, t.id),
  ],
);

export const saleVins = pgTable(
  'sale_vins',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    saleId: integer('sale_id').references(() => sales.id, { onDelete: 'set null' }),
    vin: text('vin').notNull(),
  },
  (t) => [index('sale_vins_lead_idx').on(t.leadId), index('sale_vins_sale_idx').on(t.saleId), uniqueIndex('sale_vins_vin_idx').on(t.vin)],
);
