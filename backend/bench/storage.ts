/**
 * Storage throughput through supabase-js on PGlite and on PostgreSQL: upload and download of 1 MB and
 * 100 MB objects, each against the file system doing the same with the same bytes in the same run
 * (goal: at least 0.7× of it). A benchmark, not a test: it prints figures.
 *
 *   pnpm --filter @portal/backend exec tsx bench/storage.ts        (BENCH_ENGINES=pglite,postgres)
 *
 * A third column, bare HTTP, is the floor of any HTTP service on the machine: the same bytes through a
 * node:http server that does nothing with them, with the same client.
 *
 * The stack runs in a process of its own, as it does for a browser (in this process, the client's
 * sending and the server's receiving would share one thread). The comparisons are what an upload promises and a download does: an upload is durable when it
 * answers, so its baseline writes the bytes to a new file and fsyncs it; a download's baseline reads the
 * file back whole (both from the page cache, as the object's bytes are too). Downloads are streamed
 * through supabase-js (`download().asStream()`).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Engine } from '../src/db/port.ts';
import { connect, startStackProcess } from '../test/storage-kit.ts';

const MB = 1024 * 1024;
const SIZES = [
  { label: '1 MB', bytes: MB, runs: Number(process.env.BENCH_SMALL_RUNS ?? 30) },
  { label: '100 MB', bytes: 100 * MB, runs: Number(process.env.BENCH_LARGE_RUNS ?? 5) },
];
const GOAL = 0.7;
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres')
  .split(',')
  .map((s) => s.trim())
  .filter((e): e is Engine => e === 'pglite' || e === 'postgres');

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/**
 * The floor any HTTP service meets here: a bare node:http server in its own process that reads an
 * upload and drops it, and sends `size` bytes from memory, with the same client (Node's fetch).
 */
const BARE_SERVER = `
  const http = require('node:http');
  const chunk = Buffer.alloc(1024 * 1024, 1);
  const server = http.createServer(async (req, res) => {
    if (req.method === 'POST') {
      let n = 0;
      for await (const c of req) n += c.length;
      res.end(String(n));
      return;
    }
    let left = Number(new URL(req.url, 'http://x').searchParams.get('size'));
    res.writeHead(200, { 'content-length': String(left) });
    const pump = () => {
      while (left > 0) {
        const part = chunk.subarray(0, Math.min(left, chunk.length));
        left -= part.length;
        if (!res.write(part)) return void res.once('drain', pump);
      }
      res.end();
    };
    pump();
  });
  server.listen(0, '127.0.0.1', () => console.log(server.address().port));
  process.stdin.on('end', () => process.exit(0)); // gone with the benchmark, however it ends
  process.stdin.resume();
`;

async function startBareServer() {
  const child = spawn(process.execPath, ['-e', BARE_SERVER], { stdio: ['pipe', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve) =>
    child.stdout.once('data', (d: Buffer) => resolve(d.toString().trim())),
  );
  return { url: `http://127.0.0.1:${port}`, stop: () => child.stdin.end() };
}

async function bareHttp(url: string, bytes: Buffer) {
  const up = await timed(async () => {
    await (await fetch(url, { method: 'POST', body: bytes })).text();
  });
  const down = await timed(async () => {
    const res = await fetch(`${url}/?size=${bytes.length}`);
    let received = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) received += chunk.length;
    if (received !== bytes.length) throw new Error('short bare download');
  });
  return { up, down };
}

/** The same bytes written durably by the file system alone: open, write, fsync, close. */
async function fsWrite(file: string, bytes: Buffer) {
  const handle = await fsp.open(file, 'w');
  try {
    await handle.write(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function measure(
  storage: SupabaseClient['storage'],
  dir: string,
  bareUrl: string,
  bytes: Buffer,
  runs: number,
) {
  const bucket = storage.from('bench');
  const upload: number[] = [];
  const download: number[] = [];
  const fsUp: number[] = [];
  const fsDown: number[] = [];
  const bareUp: number[] = [];
  const bareDown: number[] = [];
  for (let i = -1; i < runs; i++) {
    const name = `run-${i}.bin`;
    const file = path.join(dir, name);
    const up = await timed(async () => {
      const { error } = await bucket.upload(name, bytes, {
        contentType: 'application/octet-stream',
        upsert: true,
      });
      if (error) throw error;
    });
    const down = await timed(async () => {
      // Streamed, as a client saving a large file reads it (a Blob would add a copy on the client).
      const { data, error } = await bucket.download(name).asStream();
      if (error || !data) throw error ?? new Error('no data');
      let received = 0;
      for await (const chunk of data as unknown as AsyncIterable<Uint8Array>) received += chunk.length;
      if (received !== bytes.length) throw new Error('short download');
    });
    const baseUp = await timed(() => fsWrite(file, bytes));
    const baseDown = await timed(async () => {
      if ((await fsp.readFile(file)).length !== bytes.length) throw new Error('short read');
    });
    await fsp.rm(file);
    const bare = await bareHttp(bareUrl, bytes);
    if (i < 0) continue; // the first round warms up JIT, connections and caches
    upload.push(up);
    download.push(down);
    fsUp.push(baseUp);
    fsDown.push(baseDown);
    bareUp.push(bare.up);
    bareDown.push(bare.down);
  }
  await storage.emptyBucket('bench');
  return {
    upload: median(upload),
    download: median(download),
    fsUp: median(fsUp),
    fsDown: median(fsDown),
    bareUp: median(bareUp),
    bareDown: median(bareDown),
  };
}

const rate = (bytes: number, ms: number) => bytes / MB / (ms / 1000);
const cell = (n: number) => n.toFixed(0).padStart(8);

console.log('storage throughput benchmark — MB/s, median of the runs; ratio = storage / file system');
console.log('(bare HTTP: the same bytes through a server that does nothing with them, same client)\n');
console.log('engine    size     op         storage   bare HTTP   file system   ratio');
let missed = 0;
const bare = await startBareServer();
for (const engine of engines) {
  const stack = await startStackProcess(engine, {
    RATE_LIMITS: 'off',
    STORAGE_FILE_SIZE_LIMIT: String(200 * MB),
  });
  try {
    const storage = connect(stack, stack.serviceRoleKey).storage;
    const { error } = await storage.createBucket('bench', { public: false });
    if (error) throw error;
    const dir = path.join(stack.storageDir, 'bench-baseline');
    fs.mkdirSync(dir, { recursive: true });
    for (const size of SIZES) {
      const bytes = randomBytes(size.bytes);
      const r = await measure(storage, dir, bare.url, bytes, size.runs);
      for (const [op, ms, bareMs, baseMs] of [
        ['upload', r.upload, r.bareUp, r.fsUp],
        ['download', r.download, r.bareDown, r.fsDown],
      ] as const) {
        const ratio = baseMs / ms;
        if (ratio < GOAL) missed++;
        console.log(
          `${engine.padEnd(9)} ${size.label.padEnd(8)} ${op.padEnd(10)} ${cell(rate(size.bytes, ms))}   ${cell(rate(size.bytes, bareMs))}      ${cell(rate(size.bytes, baseMs))}      ${ratio.toFixed(2)}×${ratio < GOAL ? `  (goal ${GOAL}×)` : ''}`,
        );
      }
    }
  } finally {
    await stack.stop();
  }
}
console.log(
  missed === 0 ? `\nevery figure meets the goal (≥ ${GOAL}×)` : `\n${missed} figure(s) below the goal`,
);
process.exit(0);
