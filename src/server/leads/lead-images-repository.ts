// Where lead upload images live: the database, so every server process behind the load balancer
// reads what another stored, and a killed process loses nothing it acknowledged. No URL serves
// these images; they are kept for the insurer's back office.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../types.js';

export interface StoredImage {
  bytes: Buffer;
  extension: string;
}

export interface LeadImagesRepository {
  /** Stores the lead's image of `kind`, replacing the one before; answers the reference kept with the upload. */
  put(transId: string, kind: string, bytes: Uint8Array, extension: string): Promise<string>;
  get(transId: string, kind: string): Promise<StoredImage | undefined>;
  /** Bytes held now, against UPLOAD_STORE_MAX_BYTES. */
  usedBytes(): Promise<number>;
}

/** Images as bytea in lead_upload_images (migration 0040), one row per lead and kind (the spec's four at most). */
export function createLeadImagesRepository(db: DatabaseHandle): LeadImagesRepository {
  return {
    async put(transId, kind, bytes, extension) {
      await db.query(
        `insert into lead_upload_images (trans_id, kind, extension, size_bytes, bytes) values ($1, $2, $3, $4, $5)
         on conflict (trans_id, kind) do update
         set extension = excluded.extension, size_bytes = excluded.size_bytes, bytes = excluded.bytes, stored_at = now()`,
        [transId, kind, extension, bytes.length, Buffer.from(bytes)],
      );
      return `db:${transId}/${kind}`;
    },
    async get(transId, kind) {
      const [row] = await db.query<{ bytes: Uint8Array; extension: string }>(
        'select bytes, extension from lead_upload_images where trans_id = $1 and kind = $2', [transId, kind],
      );
      return row ? { bytes: Buffer.from(row.bytes), extension: row.extension } : undefined;
    },
    async usedBytes() {
      const [row] = await db.query<{ used: string | number }>('select coalesce(sum(size_bytes), 0) as used from lead_upload_images');
      return Number(row?.used ?? 0);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    leadImagesRepository: LeadImagesRepository;
  }
}

export const leadImagesRepository = fp(async (app: FastifyInstance) => {
  app.decorate('leadImagesRepository', createLeadImagesRepository(app.db));
}, { name: 'lead-images-repository', decorators: { fastify: ['db'] } });
