import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import bcrypt from 'bcryptjs';
import type { WeakPasswordDetails } from './errors.ts';

const COST = 10;
/** bcrypt only reads 72 bytes; GoTrue refuses longer passwords. */
export const MAX_PASSWORD_LENGTH = 72;
export const MIN_PASSWORD_LENGTH = 8;

type Job = { op: 'hash'; password: string; cost: number } | { op: 'compare'; password: string; hash: string };
interface Pending {
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
}

/**
 * A tiny pool of bcrypt workers; falls back to in-thread bcryptjs if workers cannot start. One pool serves
 * every auth service of the process (tests start many stacks), see `sharedPasswordHasher`.
 */
export class PasswordHasher {
  private readonly workers: Worker[] = [];
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private turn = 0;

  constructor(size = Math.max(1, Math.min(4, availableParallelism()))) {
    try {
      for (let i = 0; i < size; i++) {
        const worker = new Worker(new URL('./bcrypt-worker.mjs', import.meta.url));
        worker.unref();
        worker.on('message', (msg: { id: number; result?: unknown; error?: string }) => {
          const p = this.pending.get(msg.id);
          if (!p) return;
          this.pending.delete(msg.id);
          if (msg.error !== undefined) p.reject(new Error(msg.error));
          else p.resolve(msg.result);
        });
        worker.on('error', () => this.dropWorker(worker));
        this.workers.push(worker);
      }
    } catch {
      this.workers.length = 0;
    }
  }

  private dropWorker(worker: Worker) {
    const i = this.workers.indexOf(worker);
    if (i >= 0) this.workers.splice(i, 1);
  }

  private run(job: Job): Promise<unknown> {
    const worker = this.workers[this.turn++ % Math.max(1, this.workers.length)];
    if (!worker) {
      return job.op === 'hash' ? bcrypt.hash(job.password, job.cost) : bcrypt.compare(job.password, job.hash);
    }
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...job });
    });
  }

  /** A `$2a$` hash, the prefix Go's bcrypt and pgcrypto write (bcryptjs writes the equivalent `$2b$`). */
  async hash(password: string): Promise<string> {
    const h = (await this.run({ op: 'hash', password, cost: COST })) as string;
    return h.replace(/^\$2b\$/, '$2a$');
  }

  /** Checks a password against a bcrypt hash from us, GoTrue or pgcrypto (`$2a$`, `$2b$`, `$2y$`). */
  async verify(password: string, hash: string | null | undefined): Promise<boolean> {
    if (!hash || !/^\$2[aby]\$\d\d\$/.test(hash)) return false;
    try {
      return (await this.run({ op: 'compare', password, hash: hash.replace(/^\$2y\$/, '$2a$') })) === true;
    } catch {
      return false;
    }
  }

  async close() {
    await Promise.all(this.workers.map((w) => w.terminate()));
    this.workers.length = 0;
  }
}

let shared: PasswordHasher | undefined;

/** The process-wide hasher; its workers are unref'd, so they never keep the process alive. */
export function sharedPasswordHasher(): PasswordHasher {
  shared ??= new PasswordHasher();
  return shared;
}

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~';

/**
 * The product's password policy (docs/product.md §5: ≥ 8 characters, an uppercase and a lowercase letter, a digit and a
 * special character), reported the way GoTrue reports `GOTRUE_PASSWORD_REQUIRED_CHARACTERS`: reasons
 * `length` and `characters`. Any character that is neither a letter, a digit nor whitespace counts as special.
 */
export function checkPasswordStrength(password: string): WeakPasswordDetails | null {
  const reasons: string[] = [];
  const messages: string[] = [];
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    reasons.push('length');
    messages.push(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const hasLower = /\p{Ll}/u.test(password);
  const hasUpper = /\p{Lu}/u.test(password);
  const hasDigit = /\p{Nd}/u.test(password);
  const hasSpecial = /[^\p{L}\p{N}\s]/u.test(password);
  if (!hasLower || !hasUpper || !hasDigit || !hasSpecial) {
    reasons.push('characters');
    messages.push(
      `Password should contain at least one character of each: ${[LOWER, UPPER, DIGITS, SYMBOLS].join(', ')}.`,
    );
  }
  return reasons.length ? { reasons, message: messages.join(' ') } : null;
}
