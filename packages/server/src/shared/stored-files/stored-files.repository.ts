// The SQL of stored files (decision 220): their rows on both databases, and their bytes in parts with
// PostgreSQL. What a file is and who may name it is stored-files.ts's.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** A stored file's row, once its write has finished. */
export interface StoredFileRow {
  id: string;
  owner: string;
  purpose: string;
  filename: string;
  sha256: string;
  bytes: number;
  /** What the writer found of the file (JSON parsed), or null. */
  meta: unknown;
  createdAt: string;
}

export const storedFilesRepository = {
  /** The row of a write that has begun: `bytes` and `sha256` stay null until it finishes. */
  async begin(
    db: Db,
    row: { id: string; owner: string; purpose: string; filename: string; createdAt: string },
  ): Promise<void> {
    await db
      .insertInto('stored_files')
      .values({
        id: row.id,
        owner: row.owner,
        purpose: row.purpose,
        filename: row.filename,
        created_at: row.createdAt,
      })
      .execute();
  },

  async finish(db: Db, id: string, done: { sha256: string; bytes: number; meta: unknown }): Promise<void> {
    await db
      .updateTable('stored_files')
      .set({
        sha256: done.sha256,
        bytes: done.bytes,
        meta: done.meta === undefined ? null : JSON.stringify(done.meta),
      })
      .where('id', '=', id)
      .execute();
  },

  /** A finished file's row, or null (no such file, or its write has not finished). */
  async find(db: Db, id: string): Promise<StoredFileRow | null> {
    const row = await db
      .selectFrom('stored_files')
      .selectAll()
      .where('id', '=', id)
      .where('bytes', 'is not', null)
      .executeTakeFirst();
    return row
      ? {
          id: row.id,
          owner: row.owner,
          purpose: row.purpose,
          filename: row.filename,
          sha256: row.sha256!,
          bytes: Number(row.bytes),
          meta: row.meta === null ? null : (JSON.parse(row.meta) as unknown),
          createdAt: row.created_at,
        }
      : null;
  },

  async putPart(db: Db, fileId: string, part: number, content: Uint8Array): Promise<void> {
    await db.insertInto('stored_file_parts').values({ file_id: fileId, part, content }).execute();
  },

  /**
   * One part's bytes, or null past the last part (PostgreSQL: SQLite keeps a file's bytes in the data
   * folder). The driver receives `bytea` as hexadecimal text, twice the bytes, decoded on the server's
   * thread; base64 is a third more than the bytes and decoded natively in about half the time
   * (docs/performance.md). Node's base64 decoder skips the line breaks `encode` puts in.
   */
  async part(db: Db, fileId: string, part: number): Promise<Uint8Array | null> {
    const row = await db
      .selectFrom('stored_file_parts')
      .select(sql<string>`encode(content, 'base64')`.as('base64'))
      .where('file_id', '=', fileId)
      .where('part', '=', part)
      .executeTakeFirst();
    return row ? Buffer.from(row.base64, 'base64') : null;
  },

  /** Removes a file's row and its parts (written without a foreign key's cascade, so on SQLite too). */
  async remove(db: Db, id: string): Promise<void> {
    await db.deleteFrom('stored_file_parts').where('file_id', '=', id).execute();
    await db.deleteFrom('stored_files').where('id', '=', id).execute();
  },

  /** The ids of files made before `before` (finished or left unfinished), for the clean-up. */
  async idsMadeBefore(db: Db, before: string, limit: number): Promise<string[]> {
    const rows = await db
      .selectFrom('stored_files')
      .select('id')
      .where('created_at', '<', before)
      .orderBy('created_at')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  },
};
