// drizzle view of migrations/0001_platform.sql; schema.test.ts checks the two agree column by column.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** The config a record was made under (migration 0090): the tree's content hash, and its release when from the database. */
const madeUnder = () => ({ configVersion: text('config_version'), configRelease: integer('config_release') });

export const leads = pgTable('leads', {
  transId: text('trans_id').primaryKey().default(sql`gen_random_uuid()::text`),
  // Values are the lead form's options (schemas/forms/lead.json), not a list fixed here.
  selectedOption: text('selected_option').notNull(),
  acceptPrivacyPolicy: boolean('accept_privacy_policy').notNull(),
  name: text('name').notNull(),
  mobileNo: text('mobile_no').notNull(),
  partnerId: text('partner_id').notNull(),
  journeyId: integer('journey_id').notNull().default(1),
  leadStatus: text('lead_status').notNull().default('Initiated'),
  journeyStatus: integer('journey_status').notNull().default(1),
  createdAt: createdAt(),
  ...madeUnder(),
  // The quote the buy journey made from this lead (migration 0190): a lead with a quote is kept past LEAD_RETENTION_DAYS.
  quoteNo: text('quote_no'),
});

export const leadUploads = pgTable('lead_uploads', {
  id: serial('id').primaryKey(),
  transId: text('trans_id').notNull().references(() => leads.transId, { onDelete: 'cascade' }),
  partnerId: text('partner_id').notNull(),
  mulkiyaInputType: text('mulkiya_input_type'),
  plateNumber: text('plate_number'),
  plateCode: text('plate_code'),
  plateType: text('plate_type'),
  dlInputType: text('dl_input_type'),
  licenseNo: text('license_no'),
  fullName: text('full_name'),
  selectedProduct: text('selected_product'),
  vehicleValueBaiza: integer('vehicle_value_baiza'),
  quoteNo: text('quote_no'),
  policyNo: text('policy_no'),
  mulkiyaImageFrontPath: text('mulkiya_image_front_path'),
  mulkiyaImageBackPath: text('mulkiya_image_back_path'),
  dlImageFrontPath: text('dl_image_front_path'),
  dlImageBackPath: text('dl_image_back_path'),
  createdAt: createdAt(),
}, (t) => [index('lead_uploads_trans_id').on(t.transId)]);

export const QUOTE_STATUSES = ['Quote', 'Created', 'Policy Converted'] as const;
export const PAYMENT_STATUSES = ['Initiated', 'Success', 'Failed'] as const;

export const quoteRecords = pgTable('quote_records', {
  id: serial('id').primaryKey(),
  quoteNo: text('quote_no').notNull().unique(),
  partnerId: text('partner_id').notNull(),
  journeyId: integer('journey_id').notNull().default(1),
  transId: text('trans_id'),
  sendSms: boolean('send_sms').notNull().default(false),
  mobileNoCountryCode: text('mobile_no_country_code').notNull().default('968'),
  mobileNo: text('mobile_no'),
  sendWhatsapp: boolean('send_whatsapp').notNull().default(false),
  sameAsMobileNo: boolean('same_as_mobile_no').notNull().default(false),
  whatsappNoCountryCode: text('whatsapp_no_country_code').notNull().default('968'),
  whatsappNo: text('whatsapp_no'),
  sendEmail: boolean('send_email').notNull().default(false),
  email: text('email'),
  selectedPlan: text('selected_plan'),
  premiumBaiza: integer('premium_baiza'),
  promoCodeApplied: boolean('promo_code_applied').notNull().default(false),
  promoCode: text('promo_code'),
  discountBaiza: integer('discount_baiza'),
  discountedPremiumBaiza: integer('discounted_premium_baiza'),
  quoteStatus: text('quote_status', { enum: QUOTE_STATUSES }).notNull().default('Quote'),
  paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }),
  policyNo: text('policy_no'),
  createdAt: createdAt(),
  ...madeUnder(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const communicationPreferences = pgTable('communication_preferences', {
  id: serial('id').primaryKey(),
  quoteNo: text('quote_no').notNull(),
  partnerId: text('partner_id').notNull(),
  licenseNo: text('license_no'),
  agentCode: text('agent_code'),
  emailYn: boolean('email_yn').notNull().default(false),
  emailId: text('email_id'),
  smsYn: boolean('sms_yn').notNull().default(false),
  mobileCountry: text('mobile_country').notNull().default('968'),
  mobileNo: text('mobile_no'),
  whatsappYn: boolean('whatsapp_yn').notNull().default(false),
  whatsappCountry: text('whatsapp_country').notNull().default('968'),
  whatsappNo: text('whatsapp_no'),
  createdAt: createdAt(),
}, (t) => [index('communication_preferences_quote_no').on(t.quoteNo)]);

export const policyDocumentRequests = pgTable('policy_document_requests', {
  id: serial('id').primaryKey(),
  partnerId: text('partner_id').notNull(),
  plateNo: text('plate_no'),
  plateCode: text('plate_code'),
  licenseNo: text('license_no'),
  phoneNo: text('phone_no'),
  policyNo: text('policy_no'),
  /** The document list ("label~~url" items) or the text "Error fetching documents". */
  response: jsonb('response').$type<string[] | string>().notNull(),
  createdAt: createdAt(),
});

/** Form fields the insurer's wire does not know, kept with the lead and quote (migrations/0070_extra_fields.sql). */
export const extraFields = pgTable('extra_fields', {
  id: serial('id').primaryKey(),
  transId: text('trans_id'),
  quoteNo: text('quote_no'),
  partnerId: text('partner_id').notNull(),
  journeyId: text('journey_id').notNull(),
  operation: text('operation').notNull(),
  fields: jsonb('fields').$type<Record<string, string | number | boolean>>().notNull(),
  createdAt: createdAt(),
  ...madeUnder(),
}, (t) => [index('extra_fields_trans_id').on(t.transId), index('extra_fields_quote_no').on(t.quoteNo)]);
