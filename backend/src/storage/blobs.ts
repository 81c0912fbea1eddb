/**
 * Where object bytes live. Metadata is in storage.objects; bytes are found by the row's `version` (a
 * fresh UUID for every write), never by the object's name, so a move is a metadata change only and no
 * name a caller chooses ever becomes a file-system path.
 *
 * `BlobStore` is the seam for another backend (an S3-compatible bucket keyed by version: put = a
 * streamed PutObject, get = a ranged GetObject, remove = DeleteObject, link = CopyObject, versions =
 * ListObjectsV2); the file-system store below is the one this stack ships (docs/architecture.md, "Storage").
 *
 * Crash safety (kill -9 at any point): bytes go to tmp/, are fsynced, then renamed into place and the
 * directory fsynced, and only then does the caller insert the row. A crash before the rename leaves a
 * temp file; after it, bytes no row names. `sweep` removes both at start, so there is never a row
 * without its bytes, and orphan bytes never count as an object.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface StoredBlob {
  version: string;
  size: number;
}

/** A blob being written: feed it chunks, then commit (durable, in place) or abort (nothing left). */
export interface BlobWriter {
  write(chunk: Buffer): Promise<void>;
  readonly size: number;
  commit(): Promise<StoredBlob>;
  abort(): Promise<void>;
}

export interface BlobStore {
  create(): Promise<BlobWriter>;
  /** The bytes of a version, or a byte range of them (inclusive end); undefined when missing. */
  read(version: string, range?: { start: number; end: number }): Promise<Readable | undefined>;
  /** A second version with the same bytes (a copy). */
  link(version: string): Promise<string>;
  remove(version: string): Promise<void>;
  /** Removes temp files and bytes of versions `isKnown` does not know; returns how many went. */
  sweep(isKnown: (versions: string[]) => Promise<Set<string>>): Promise<number>;
}

/** Chunks are gathered to this size before a write: fewer system calls on a fast upload. */
const WRITE_BATCH_BYTES = 1024 * 1024;
const VERSION = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createFileBlobStore(root: string): BlobStore {
  const tmpDir = path.join(root, 'tmp');
  const objectsDir = path.join(root, 'objects');
  fs.mkdirSync(tmpDir, { recursive: true });
  fs.mkdirSync(objectsDir, { recursive: true });

  // Two levels of fan-out keep directories small; the version is a UUID we made, never caller input.
  const dirOf = (version: string) => path.join(objectsDir, version.slice(0, 2));
  const fileOf = (version: string) => path.join(dirOf(version), version);

  async function place(tmp: string, version: string) {
    const dir = dirOf(version);
    await fsp.mkdir(dir, { recursive: true });
    await fsp.rename(tmp, fileOf(version));
    await syncDir(dir);
  }

  return {
    async create() {
      const version = randomUUID();
      const tmp = path.join(tmpDir, version);
      const handle = await fsp.open(tmp, 'wx');
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      let size = 0;
      let closed = false;
      /** The batch on its way to the disk while the next one gathers (at most one: two batches in memory). */
      let inFlight: Promise<void> | undefined;
      const flush = async () => {
        if (pendingBytes === 0) return;
        const batch = pending; // taken before the first await: the next chunks start a new batch
        pending = [];
        pendingBytes = 0;
        await handle.writev(batch); // one system call, no copy into a bigger buffer
      };
      const settle = async () => {
        const writing = inFlight;
        inFlight = undefined;
        await writing;
      };
      const close = async () => {
        if (closed) return;
        closed = true;
        await handle.close();
      };
      return {
        get size() {
          return size;
        },
        async write(chunk) {
          size += chunk.length;
          pending.push(chunk);
          pendingBytes += chunk.length;
          if (pendingBytes < WRITE_BATCH_BYTES) return;
          // Receiving and writing overlap: the caller reads the next megabyte from the network while
          // this one is written. Waiting here for the previous batch keeps memory at two batches.
          await settle();
          inFlight = flush();
          inFlight.catch(() => {}); // seen by the next settle(); never an unhandled rejection meanwhile
        },
        async commit() {
          try {
            await settle();
            await flush();
            await handle.sync();
            await close();
            await place(tmp, version);
          } catch (e) {
            await settle().catch(() => {});
            await close().catch(() => {});
            await fsp.rm(tmp, { force: true });
            throw e;
          }
          return { version, size };
        },
        async abort() {
          await settle().catch(() => {});
          await close().catch(() => {});
          await fsp.rm(tmp, { force: true });
        },
      };
    },

    async read(version, range) {
      if (!VERSION.test(version)) return undefined;
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(fileOf(version), 'r');
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw e;
      }
      return handle.createReadStream({
        start: range?.start,
        end: range?.end,
        highWaterMark: WRITE_BATCH_BYTES,
      });
    },

    async link(version) {
      const copy = randomUUID();
      const tmp = path.join(tmpDir, copy);
      // Versions are never changed in place, so a hard link is a safe copy; another device copies bytes.
      try {
        await fsp.link(fileOf(version), tmp);
      } catch {
        await fsp.copyFile(fileOf(version), tmp);
        const handle = await fsp.open(tmp, 'r+');
        await handle.sync().finally(() => handle.close());
      }
      await place(tmp, copy);
      return copy;
    },

    async remove(version) {
      if (!VERSION.test(version)) return;
      await fsp.rm(fileOf(version), { force: true });
    },

    async sweep(isKnown) {
      let removed = 0;
      fs.mkdirSync(tmpDir, { recursive: true });
      fs.mkdirSync(objectsDir, { recursive: true });
      for (const name of await fsp.readdir(tmpDir)) {
        await fsp.rm(path.join(tmpDir, name), { force: true, recursive: true });
        removed++;
      }
      for (const fan of await fsp.readdir(objectsDir)) {
        const dir = path.join(objectsDir, fan);
        const versions = await fsp.readdir(dir).catch(() => [] as string[]);
        for (let i = 0; i < versions.length; i += 1000) {
          const batch = versions.slice(i, i + 1000);
          const known = await isKnown(batch.filter((v) => VERSION.test(v)));
          for (const version of batch) {
            if (known.has(version)) continue;
            await fsp.rm(path.join(dir, version), { force: true, recursive: true });
            removed++;
          }
        }
      }
      return removed;
    },
  };
}

/** fsync a directory so a rename in it survives a power cut (a no-op where directories cannot sync). */
async function syncDir(dir: string) {
  let handle: fsp.FileHandle | undefined;
  try {
    handle = await fsp.open(dir, 'r');
    await handle.sync();
  } catch {
    // Some file systems refuse fsync on a directory; the rename is still atomic.
  } finally {
    await handle?.close();
  }
}
