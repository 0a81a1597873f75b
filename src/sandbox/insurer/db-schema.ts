// Typed view of the tables created by src/sandbox/migrations/0100_sandbox_insurer.sql.
import { bigint, boolean, date, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const customers = pgTable('sbx_ins_customers', {
  civilId: text('civil_id').primaryKey(),
  name: text('name').notNull(),
  mobileNo: text('mobile_no').notNull(),
  email: text('email').notNull().default(''),
  birthDate: date('birth_date', { mode: 'string' }).notNull(),
  seeded: boolean('seeded').notNull().default(false),
  // Migration 0165: 'en', 'ar' or '' (unknown); '' for no WhatsApp.
  language: text('language').notNull().default(''),
  whatsappNo: text('whatsapp_no').notNull().default(''),
});

export const licences = pgTable('sbx_ins_licences', {
  licenceNo: text('licence_no').primaryKey(),
  civilId: text('civil_id').notNull(),
  expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
  seeded: boolean('seeded').notNull().default(false),
});

export const vehicles = pgTable('sbx_ins_vehicles', {
  id: serial('id').primaryKey(),
  plateNo: text('plate_no').notNull(),
  plateCode: text('plate_code').notNull(),
  chassisNo: text('chassis_no').notNull(),
  make: text('make').notNull(),
  model: text('model').notNull(),
  modelYear: integer('model_year').notNull(),
  bodyType: text('body_type').notNull(),
  usageType: text('usage_type').notNull(),
  ownerCivilId: text('owner_civil_id').notNull(),
  previousInsurer: text('previous_insurer').notNull().default(''),
  seeded: boolean('seeded').notNull().default(false),
});

// Timestamps are the insurer's local (Oman) wall-clock time, read and written as strings.
const localTime = (name: string) => timestamp(name, { mode: 'string' });

export const quotes = pgTable('sbx_ins_quotes', {
  quoteNo: text('quote_no').primaryKey(),
  vehicleId: integer('vehicle_id').notNull(),
  civilId: text('civil_id').notNull(),
  mobileNo: text('mobile_no').notNull(),
  email: text('email').notNull().default(''),
  product: text('product').notNull(),
  planId: text('plan_id'),
  planConfirmed: boolean('plan_confirmed').notNull().default(false),
  vehicleValueBaiza: bigint('vehicle_value_baiza', { mode: 'number' }).notNull().default(0),
  status: text('status').notNull(),
  coverFrom: localTime('cover_from').notNull(),
  coverTo: localTime('cover_to').notNull(),
  previousPolicyNo: text('previous_policy_no').notNull().default(''),
  policyNo: text('policy_no').notNull().default(''),
  srcBusId: text('src_bus_id').notNull().default(''),
  createdAt: localTime('created_at').notNull(),
  seeded: boolean('seeded').notNull().default(false),
});

export const policies = pgTable('sbx_ins_policies', {
  policyNo: text('policy_no').primaryKey(),
  docSerial: integer('doc_serial').notNull(),
  vehicleId: integer('vehicle_id').notNull(),
  civilId: text('civil_id').notNull(),
  quoteNo: text('quote_no').notNull().default(''),
  product: text('product').notNull(),
  planId: text('plan_id').notNull(),
  vehicleValueBaiza: bigint('vehicle_value_baiza', { mode: 'number' }).notNull().default(0),
  coverFrom: localTime('cover_from').notNull(),
  coverTo: localTime('cover_to').notNull(),
  issuedAt: localTime('issued_at').notNull(),
  ropStatus: text('rop_status'),
  ropNote: text('rop_note').notNull().default(''),
  seeded: boolean('seeded').notNull().default(false),
});

export const payments = pgTable('sbx_ins_payments', {
  paymentRef: text('payment_ref').primaryKey(),
  quoteNo: text('quote_no').notNull(),
  amountBaiza: bigint('amount_baiza', { mode: 'number' }).notNull(),
  policyNo: text('policy_no').notNull().default(''),
  appliedAt: localTime('applied_at').notNull(),
});

export type CustomerRow = typeof customers.$inferSelect;
export type VehicleRow = typeof vehicles.$inferSelect;
export type QuoteRow = typeof quotes.$inferSelect;
export type PolicyRow = typeof policies.$inferSelect;
