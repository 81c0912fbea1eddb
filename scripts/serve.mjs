#!/usr/bin/env node
/**
 * A small static server for production builds, standing in for a CDN: the shell and each remote get
 * their own origin. What matters for federation is the caching: entry points (index.html,
 * remoteEntry.js, mf-manifest.json, /runtime-config.json) are never cached, so a redeployed remote is
 * picked up at the next page load (they carry ETag and Last-Modified, so that costs a 304); hashed
 * assets under assets/ are cached for a year. Every answer, 404s included, carries the security
 * headers and CORS of lib/cdn-headers.mjs. Responses are gzipped when the client accepts it.
 *
 * CLI (one bucket, exactly the headers docs/deploy.md documents; `--help` lists the options):
 *   node scripts/serve.mjs <shell folder> <port> --spa                         the shell (CSP from its runtime-config.json)
 *   node scripts/serve.mjs <cdn folder> <port> --cors-origin <shell origin>    the remotes
 */
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import {
  cacheControlFor,
  commonHeaders,
  isNotModified,
  NO_CACHE,
  NO_STORE,
  policyForRuntimeConfig,
  validatorsFor,
} from './lib/cdn-headers.mjs';

const gzipAsync = promisify(gzip);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map', '.xml']);

// The rules themselves live in lib/cdn-headers.mjs, shared with the deployment guide's test.
export { cacheControlFor, IMMUTABLE, NO_CACHE } from './lib/cdn-headers.mjs';

/**
 * @param {object} options
 * @param {string} options.root directory to serve
 * @param {number} options.port 0 for a random free port
 * @param {string} [options.host]
 * @param {boolean} [options.spa] unknown paths without a file extension get index.html
 * @param {() => unknown} [options.runtimeConfig] served at /runtime-config.json (no-store)
 * @param {boolean | string[]} [options.cors] let other origins read the files: true for any, or the
 *   shell's origins (remotes are fetched from the shell's origin)
 * @param {string | (() => string | undefined)} [options.csp] Content-Security-Policy of the HTML pages (the shell's)
 * @param {{ key: string, cert: string }} [options.tls] serve HTTPS with HTTP/2, as a CDN does (HTTP/1.1
 *   is still offered); the measurements use it, since over HTTP/1.1 a browser opens at most six
 *   connections to an origin and a page of many small chunks waits in line
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function startStaticServer({
  root,
  port,
  host = '127.0.0.1',
  spa = false,
  runtimeConfig,
  cors = false,
  csp,
  tls,
}) {
  const rootDir = path.resolve(root);
  const gzipCache = new Map();

  /** What every answer carries (lib/cdn-headers.mjs), with Vary merged for CORS by origin. */
  function baseHeaders(req) {
    const { Vary: varyOrigin, ...headers } = commonHeaders({
      https: Boolean(tls),
      cors: cors || undefined,
      requestOrigin: req.headers.origin,
    });
    return varyOrigin ? { ...headers, Vary: varyOrigin } : headers;
  }

  async function sendFile(req, res, filePath, urlPath, status = 200) {
    const ext = path.extname(filePath).toLowerCase();
    const base = baseHeaders(req);
    const cacheControl = cacheControlFor(urlPath);
    const info = await stat(filePath);
    const headers = {
      ...base,
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
      Vary: base.Vary ? `Accept-Encoding, ${base.Vary}` : 'Accept-Encoding',
    };
    const policy = ext === '.html' && (typeof csp === 'function' ? csp() : csp);
    if (policy) headers['Content-Security-Policy'] = policy;
    if (cacheControl === NO_CACHE) {
      const validators = validatorsFor(info);
      Object.assign(headers, validators);
      if (status === 200 && isNotModified(req.headers, validators)) {
        delete headers['Content-Type'];
        res.writeHead(304, headers);
        return res.end();
      }
    }
    const acceptsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (acceptsGzip && COMPRESSIBLE.has(ext)) {
      const key = `${filePath}:${info.mtimeMs}:${info.size}`;
      let body = gzipCache.get(key);
      if (!body) {
        body = await gzipAsync(await readFile(filePath), { level: 9 });
        gzipCache.set(key, body);
      }
      res.writeHead(status, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(status, { ...headers, 'Content-Length': info.size });
    if (req.method === 'HEAD') return res.end();
    createReadStream(filePath).pipe(res);
  }

  async function isFile(filePath) {
    try {
      return (await stat(filePath)).isFile();
    } catch {
      return false;
    }
  }

  const handle = async (req, res) => {
    try {
      if (req.method === 'OPTIONS' && cors) {
        res.writeHead(204, {
          ...baseHeaders(req),
          'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
          'Access-Control-Allow-Headers': '*',
        });
        return res.end();
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { ...baseHeaders(req), Allow: 'GET, HEAD' });
        return res.end();
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      const urlPath = decodeURIComponent(url.pathname);
      if (runtimeConfig && urlPath === '/runtime-config.json') {
        const body = JSON.stringify(runtimeConfig());
        res.writeHead(200, {
          ...baseHeaders(req),
          'Content-Type': TYPES['.json'],
          'Cache-Control': NO_STORE,
          'Content-Length': Buffer.byteLength(body),
        });
        return res.end(req.method === 'HEAD' ? undefined : body);
      }
      const filePath = path.join(rootDir, path.normalize(urlPath));
      if (!filePath.startsWith(rootDir)) {
        res.writeHead(403, baseHeaders(req));
        return res.end();
      }
      // The landing page has its own light bundle (no federation, MUI or router): exactly `/` gets it.
      const landing = path.join(rootDir, 'landing.html');
      if (spa && urlPath === '/' && (await isFile(landing)))
        return await sendFile(req, res, landing, '/landing.html');
      if (await isFile(filePath)) return await sendFile(req, res, filePath, urlPath);
      const index = path.join(filePath, 'index.html');
      if (await isFile(index)) return await sendFile(req, res, index, `${urlPath}/index.html`);
      // SPA fallback: a route like /sample-odoo-sales is a page of the app, not a file.
      if (spa && !path.extname(urlPath)) {
        return await sendFile(req, res, path.join(rootDir, 'index.html'), '/index.html');
      }
      // A 404 carries the same CORS and security headers: a remote asking for a missing chunk must be
      // able to read the status, and nothing may be sniffed from the body.
      res.writeHead(404, {
        ...baseHeaders(req),
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': NO_CACHE,
      });
      res.end('Not found');
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`Server error: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const server = tls
    ? http2.createSecureServer({ ...tls, allowHTTP1: true }, handle)
    : http.createServer(handle);

  // Keep-alive sockets would keep close() waiting; a stopped CDN origin must go away at once.
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `${tls ? 'https' : 'http'}://${host}:${actualPort}`,
    port: actualPort,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const USAGE = `usage: node scripts/serve.mjs <dir> <port> [--host <ip>] [--spa]
    [--cors-origin <origin>]… [--runtime-config <file>] [--tls-key <file> --tls-cert <file>]
  --spa                 the shell's bucket: SPA fallback, / answers landing.html
  --cors-origin         a remotes' bucket: the shell's origin(s) may read its files (repeat, or comma-separate)
  --runtime-config      served at /runtime-config.json (no-store); without it, <dir>/runtime-config.json
  the shell's HTML gets the Content-Security-Policy of its runtime configuration (lib/cdn-headers.mjs)`;

/** The command line: exactly the headers docs/deploy.md documents, for one bucket. */
async function main(argv) {
  const positional = [];
  const flags = { 'cors-origin': [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--spa') flags.spa = true;
    else if (['--host', '--cors-origin', '--runtime-config', '--tls-key', '--tls-cert'].includes(arg)) {
      const value = argv[++i];
      if (value === undefined) throw new Error(`${arg} needs a value`);
      if (arg === '--cors-origin') flags['cors-origin'].push(...value.split(',').filter(Boolean));
      else flags[arg.slice(2)] = value;
    } else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else positional.push(arg);
  }
  const [dir, portArg] = positional;
  if (!dir || !portArg || Number.isNaN(Number(portArg))) throw new Error('a folder and a port are required');
  if (Boolean(flags['tls-key']) !== Boolean(flags['tls-cert']))
    throw new Error('--tls-key and --tls-cert go together');
  const root = path.resolve(dir);
  const configFile = flags['runtime-config']
    ? path.resolve(flags['runtime-config'])
    : path.join(root, 'runtime-config.json');
  // Read at every request: the operator may edit it while the server runs (it is no-store).
  const config = () => (existsSync(configFile) ? JSON.parse(readFileSync(configFile, 'utf8')) : undefined);
  const server = await startStaticServer({
    root,
    port: Number(portArg),
    host: flags.host,
    spa: Boolean(flags.spa),
    cors: flags['cors-origin'].length ? flags['cors-origin'] : false,
    runtimeConfig: flags['runtime-config'] ? config : undefined,
    csp: () => {
      const current = config();
      return current ? policyForRuntimeConfig(current) : undefined;
    },
    tls: flags['tls-key'] && {
      key: await readFile(flags['tls-key'], 'utf8'),
      cert: await readFile(flags['tls-cert'], 'utf8'),
    },
  });
  console.log(`Serving ${root} at ${server.url}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(`serve: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  });
}
