/**
 * File steps of the release tool that a reader of the CDN folder (a browser through the CDN, a mounted
 * bucket's sync) must never see half done: a file is written beside its place and renamed over it; a
 * version folder is built elsewhere and moved in, or, where a rename cannot cross file systems, copied
 * with its entry files last, so until they are there the version has no entry and nothing can load it.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

function tempBeside(file) {
  return path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
}

export function writeJsonAtomically(file, value) {
  writeFileAtomically(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** Replaces `file` in one step (a rename); readers see the old content or the new, never a part. */
export function writeFileAtomically(file, content) {
  const temp = tempBeside(file);
  fs.writeFileSync(temp, content);
  fs.renameSync(temp, file);
}

/** Copies `source` over `file` in one step. */
export function copyFileAtomically(source, file) {
  const temp = tempBeside(file);
  fs.copyFileSync(source, temp);
  fs.renameSync(temp, file);
}

/**
 * Puts the complete folder `source` at `dest` (which must not exist). `move` renames it (a build made
 * for this purpose); otherwise, and when the rename would cross file systems, it copies every file,
 * the `lastFiles` (the folder's entry points) after all the others, in their order.
 */
export function moveFolderIn(source, dest, { move = false, lastFiles = [] } = {}) {
  fs.mkdirSync(path.dirname(dest), { recursive: true });
  if (move) {
    try {
      fs.renameSync(source, dest);
      return;
    } catch (error) {
      if (error.code !== 'EXDEV') throw error;
    }
  }
  try {
    const files = fs
      .readdirSync(source, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(source, path.join(entry.parentPath, entry.name)));
    // In the order given: the very last one is what makes the folder loadable (mf-manifest.json).
    const last = lastFiles.filter((file) => files.includes(file));
    for (const file of [...files.filter((f) => !lastFiles.includes(f)), ...last]) {
      fs.mkdirSync(path.dirname(path.join(dest, file)), { recursive: true });
      fs.copyFileSync(path.join(source, file), path.join(dest, file));
    }
  } catch (error) {
    fs.rmSync(dest, { recursive: true, force: true });
    throw error;
  }
  if (move) fs.rmSync(source, { recursive: true, force: true });
}

export function makeReadOnly(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) fs.chmodSync(path.join(entry.parentPath, entry.name), 0o444);
  }
}

/** Two releases at once would each rewrite the map from what they read: one at a time. */
export function withLock(dir, fn) {
  const lock = path.join(dir, '.release.lock');
  fs.mkdirSync(dir, { recursive: true });
  let fd;
  for (let attempt = 0; ; attempt++) {
    try {
      fd = fs.openSync(lock, 'wx');
      break;
    } catch (error) {
      if (error.code !== 'EEXIST' || attempt > 100) {
        throw new Error(`another release holds ${lock}; remove it if no release is running`);
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  try {
    return fn();
  } finally {
    fs.closeSync(fd);
    fs.rmSync(lock, { force: true });
  }
}
