#!/usr/bin/env node
/**
 * A small static server for production builds, standing in for a CDN: the shell and each remote get
 * their own origin. What matters for federation is the caching: entry points (index.html,
 * remoteEntry.js, mf-manifest.json, /runtime-config.json) are never cached, so a redeployed remote is
 * picked up at the next page load; hashed assets under assets/ are cached for a year. Responses are
 * gzipped when the client accepts it.
 *
 * CLI: node scripts/serve.mjs <dir> <port> [--spa]
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { cacheControlFor, corsHeaders, NO_CACHE } from './lib/cdn-headers.mjs';

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
 * @param {string | (() => string)} [options.csp] Content-Security-Policy of the HTML pages (the shell's)
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

  async function sendFile(req, res, filePath, urlPath, status = 200) {
    const ext = path.extname(filePath).toLowerCase();
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControlFor(urlPath),
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
    };
    if (cors) {
      const { Vary: varyOrigin, ...allow } = corsHeaders(cors, req.headers.origin);
      Object.assign(headers, allow);
      if (varyOrigin) headers.Vary = `Accept-Encoding, ${varyOrigin}`;
    }
    if (csp && ext === '.html') headers['Content-Security-Policy'] = typeof csp === 'function' ? csp() : csp;
    const acceptsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (acceptsGzip && COMPRESSIBLE.has(ext)) {
      const info = await stat(filePath);
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
    const info = await stat(filePath);
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
          ...corsHeaders(cors, req.headers.origin),
          'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
          'Access-Control-Allow-Headers': '*',
        });
        return res.end();
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' });
        return res.end();
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      const urlPath = decodeURIComponent(url.pathname);
      if (runtimeConfig && urlPath === '/runtime-config.json') {
        const body = JSON.stringify(runtimeConfig());
        res.writeHead(200, {
          'Content-Type': TYPES['.json'],
          'Cache-Control': 'no-store',
          'Content-Length': Buffer.byteLength(body),
        });
        return res.end(req.method === 'HEAD' ? undefined : body);
      }
      const filePath = path.join(rootDir, path.normalize(urlPath));
      if (!filePath.startsWith(rootDir)) {
        res.writeHead(403);
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
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_CACHE });
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

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [dir, portArg] = process.argv.slice(2);
  if (!dir || !portArg) {
    console.error('usage: node scripts/serve.mjs <dir> <port> [--spa]');
    process.exit(2);
  }
  const { url } = await startStaticServer({
    root: dir,
    port: Number(portArg),
    spa: process.argv.includes('--spa'),
    cors: true,
  });
  console.log(`Serving ${dir} at ${url}`);
}
