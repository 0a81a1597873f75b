// Every SQL statement of consents (migration 0190).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { groupCommit } from '../db/group-commit.js';
import type { AppDatabase } from '../types.js';
import type { ConsentKind } from './consent-fields.js';

export interface NewConsent {
  kind: ConsentKind;
  accepted: boolean;
  transId: string | null;
  quoteNo: string | null;
  partnerId: string;
  channel: 'web' | 'api';
  clientId: string | null;
  formId: string;
  field: string;
  language: string;
  textKeys: string[];
  textShown: string;
  textHash: string;
  configVersion: string;
  configRelease: number | null;
  addressHash: string | null;
}

export interface ConsentRow {
  id: string;
  kind: ConsentKind;
  accepted: boolean;
  trans_id: string | null;
  quote_no: string | null;
  partner_id: string;
  channel: 'web' | 'api';
  client_id: string | null;
  form_id: string;
  field: string;
  language: string;
  text_keys: string[];
  text_shown: string;
  text_hash: string;
  config_version: string;
  config_release: number | null;
  address_hash: string | null;
  accepted_at: Date;
}

/** `$first`, `$first+1`, …: the column arrays' places, so the insert can be part of a larger statement. */
const places = (first: number, types: string[]) => types.map((type, i) => `$${first + i}::${type}[]`).join(', ');

/**
 * The insert of a batch of consents, its 16 column arrays from parameter `first` on (consentColumns).
 * One statement whatever the batch's size: the rows travel as one array per column. A lead's
 * consents are part of its own statement (leads-repository.ts); a payment's go alone.
 */
export const insertConsentsSql = (first: number) => `insert into consents (kind, accepted, trans_id, quote_no, partner_id, channel, client_id, form_id, field, language,
    text_keys, text_shown, text_hash, config_version, config_release, address_hash)
  select c.kind, c.accepted, c.trans_id, c.quote_no, c.partner_id, c.channel, c.client_id, c.form_id, c.field, c.language,
    c.text_keys::jsonb, c.text_shown, c.text_hash, c.config_version, c.config_release, c.address_hash
  from unnest(${places(first, ['text', 'boolean', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'int', 'text'])})
    as c(kind, accepted, trans_id, quote_no, partner_id, channel, client_id, form_id, field, language,
      text_keys, text_shown, text_hash, config_version, config_release, address_hash)`;

export const INSERT_CONSENTS = { name: 'insert_consents', text: insertConsentsSql(1) } as const;

export const consentColumns = (rows: NewConsent[]): unknown[] => [
  rows.map((c) => c.kind), rows.map((c) => c.accepted), rows.map((c) => c.transId), rows.map((c) => c.quoteNo), rows.map((c) => c.partnerId),
  rows.map((c) => c.channel), rows.map((c) => c.clientId), rows.map((c) => c.formId), rows.map((c) => c.field), rows.map((c) => c.language),
  rows.map((c) => JSON.stringify(c.textKeys)), rows.map((c) => c.textShown), rows.map((c) => c.textHash), rows.map((c) => c.configVersion),
  rows.map((c) => c.configRelease), rows.map((c) => c.addressHash),
];

export function createConsentsRepository(db: AppDatabase) {
  // Grouped like the leads: a lead's consents cost no statement and commit of their own under load.
  const insertConsent = groupCommit<NewConsent>((rows) => db.run(INSERT_CONSENTS, consentColumns(rows)).then(() => {}));
  return {
    /** Stores the answers of one form (with the others of this moment, in one statement). */
    async insert(consents: NewConsent[]): Promise<void> {
      await Promise.all(consents.map((c) => insertConsent(c)));
    },

    /** The consents given with these leads or quotes, oldest first. */
    async forReferences(transIds: string[], quoteNos: string[]): Promise<ConsentRow[]> {
      return db.query<ConsentRow>(
        'select * from consents where trans_id = any($1::text[]) or quote_no = any($2::text[]) order by accepted_at, id',
        [transIds, quoteNos],
      );
    },
  };
}

export type ConsentsRepository = ReturnType<typeof createConsentsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    consentsRepository: ConsentsRepository;
  }
}

export const consentsRepository = fp(async (app: FastifyInstance) => {
  app.decorate('consentsRepository', createConsentsRepository(app.db));
}, { name: 'consents-repository', decorators: { fastify: ['db'] } });
