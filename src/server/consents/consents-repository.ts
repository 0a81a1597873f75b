// Every SQL statement of consents (migration 0190).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
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

const COLUMNS = ['kind', 'accepted', 'trans_id', 'quote_no', 'partner_id', 'channel', 'client_id', 'form_id', 'field', 'language',
  'text_keys', 'text_shown', 'text_hash', 'config_version', 'config_release', 'address_hash'] as const;

const valuesOf = (c: NewConsent): unknown[] => [c.kind, c.accepted, c.transId, c.quoteNo, c.partnerId, c.channel, c.clientId, c.formId, c.field,
  c.language, JSON.stringify(c.textKeys), c.textShown, c.textHash, c.configVersion, c.configRelease, c.addressHash];

export function createConsentsRepository(db: AppDatabase) {
  return {
    /** Stores the answers of one form at once (one statement). */
    async insert(consents: NewConsent[]): Promise<void> {
      if (!consents.length) return;
      const params: unknown[] = [];
      const rows = consents.map((c) => {
        const values = valuesOf(c);
        const start = params.length;
        params.push(...values);
        return `(${values.map((_, i) => (COLUMNS[i] === 'text_keys' ? `$${start + i + 1}::jsonb` : `$${start + i + 1}`)).join(', ')})`;
      });
      await db.query(`insert into consents (${COLUMNS.join(', ')}) values ${rows.join(', ')}`, params);
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
