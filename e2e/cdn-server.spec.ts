/**
 * `node scripts/serve.mjs` from the command line, as an operator (or a CDN's configuration) follows
 * docs/deploy.md, "What the CDN must send": every header through HTTP and HTTPS, on a shell bucket and
 * a remotes bucket made by the release tool.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { HSTS, IMMUTABLE, policyForRuntimeConfig } from '../scripts/lib/cdn-headers.mjs';
import { distOf } from '../scripts/lib/stack.mjs';
import { localCertificate } from '../scripts/lib/tls.mjs';
import { readJson, releaseCli, serveCli, tempBuckets } from './support/releaseTool.ts';

const buckets = tempBuckets();
const config = {
  SUPABASE_URL: 'https://abcd.supabase.co',
  SUPABASE_ANON_KEY: 'anon',
  API_BASE_URL: 'https://api.portal.example.qa/api',
  REMOTES: 'https://cdn.portal.example.qa/remotes.json',
};
const SHELL_ORIGIN = 'https://portal.example.qa';
let shell: Awaited<ReturnType<typeof serveCli>>;
let cdn: Awaited<ReturnType<typeof serveCli>>;

test.beforeAll(async () => {
  for (const args of [
    ['shell', '--from', distOf('shell'), '--version', 's1'],
    ['sales', '--from', distOf('sales'), '--version', 'v1'],
  ]) {
    const result = await releaseCli(buckets, args);
    expect(result.code, result.output).toBe(0);
  }
  writeFileSync(path.join(buckets.shellDir, 'runtime-config.json'), JSON.stringify(config));
  shell = await serveCli(buckets.shellDir, ['--spa']);
  cdn = await serveCli(buckets.cdn, ['--cors-origin', `${SHELL_ORIGIN},http://other-shell.test`]);
});

test.afterAll(async () => {
  await shell?.stop();
  await cdn?.stop();
  rmSync(buckets.root, { recursive: true, force: true });
});

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return response;
}

test('the shell bucket: CSP from its runtime configuration, caching, validators, security headers', async () => {
  const page = await get(`${shell.url}/sample-lead-generation`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-security-policy')).toBe(policyForRuntimeConfig(config));
  expect(page.headers.get('cache-control')).toBe('no-cache');
  expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  // The shell's bucket is not a CORS origin for anyone; HSTS only over HTTPS.
  expect(page.headers.get('access-control-allow-origin')).toBeNull();
  expect(page.headers.get('strict-transport-security')).toBeNull();

  // no-cache files carry validators, and a revalidation is a 304 without a body.
  const etag = page.headers.get('etag') as string;
  const lastModified = page.headers.get('last-modified') as string;
  expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
  expect(Date.parse(lastModified)).not.toBeNaN();
  const byTag = await get(`${shell.url}/sample-lead-generation`, { 'If-None-Match': etag });
  expect(byTag.status).toBe(304);
  expect(byTag.headers.get('x-content-type-options')).toBe('nosniff');
  // Each file by its own date: the release tool copies the build file by file, so another file's
  // date may be a second earlier.
  const landingModified = (await get(`${shell.url}/`)).headers.get('last-modified') as string;
  expect((await get(`${shell.url}/`, { 'If-Modified-Since': landingModified })).status).toBe(304);
  expect(
    (await get(`${shell.url}/sample-lead-generation`, { 'If-Modified-Since': lastModified })).status,
  ).toBe(304);
  expect((await get(`${shell.url}/sample-lead-generation`, { 'If-None-Match': 'W/"other"' })).status).toBe(
    200,
  );

  const landing = await get(`${shell.url}/`);
  expect(landing.headers.get('content-security-policy')).toBe(policyForRuntimeConfig(config));
  const runtime = await get(`${shell.url}/runtime-config.json`);
  expect(runtime.headers.get('cache-control')).toBe('no-store');
  expect(runtime.headers.get('etag')).toBeNull();

  const html = await fetch(`${shell.url}/sample-lead-generation`).then((r) => r.text());
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] as string;
  const asset = await get(`${shell.url}${script}`);
  expect(asset.headers.get('cache-control')).toBe(IMMUTABLE);
  expect(asset.headers.get('etag')).toBeNull();
  expect(asset.headers.get('content-security-policy')).toBeNull();
  expect(asset.headers.get('x-content-type-options')).toBe('nosniff');

  const missing = await get(`${shell.url}/assets/missing-Abcdefgh12.js`);
  expect(missing.status).toBe(404);
  expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
  expect(missing.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
});

test("the remotes bucket: CORS for the shell's origins only, on files and 404s alike", async () => {
  const manifest = await get(`${cdn.url}/sales/v1/mf-manifest.json`, { Origin: SHELL_ORIGIN });
  expect(manifest.headers.get('access-control-allow-origin')).toBe(SHELL_ORIGIN);
  expect(manifest.headers.get('vary')).toBe('Accept-Encoding, Origin');
  expect(manifest.headers.get('cache-control')).toBe('no-cache');
  expect(manifest.headers.get('etag')).toBeTruthy();
  expect(manifest.headers.get('content-security-policy')).toBeNull();
  const other = await get(`${cdn.url}/sales/v1/mf-manifest.json`, { Origin: 'http://other-shell.test' });
  expect(other.headers.get('access-control-allow-origin')).toBe('http://other-shell.test');
  const stranger = await get(`${cdn.url}/sales/v1/mf-manifest.json`, { Origin: 'https://elsewhere.test' });
  expect(stranger.headers.get('access-control-allow-origin')).toBeNull();

  const map = await get(`${cdn.url}/remotes.json`, { Origin: SHELL_ORIGIN });
  expect(map.headers.get('cache-control')).toBe('no-cache');
  const entry = readJson<{ metaData: { remoteEntry: { name: string } } }>(
    path.join(buckets.cdn, 'sales', 'v1', 'mf-manifest.json'),
  ).metaData.remoteEntry.name;
  expect((await get(`${cdn.url}/sales/v1/${entry}`)).headers.get('cache-control')).toBe('no-cache');

  // A remote asking for a chunk that is not there must be able to read the 404.
  const missing = await get(`${cdn.url}/sales/v9/mf-manifest.json`, { Origin: SHELL_ORIGIN });
  expect(missing.status).toBe(404);
  expect(missing.headers.get('access-control-allow-origin')).toBe(SHELL_ORIGIN);
  expect(missing.headers.get('vary')).toBe('Origin');
  expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
  const preflight = await fetch(`${cdn.url}/remotes.json`, {
    method: 'OPTIONS',
    headers: { Origin: SHELL_ORIGIN, 'Access-Control-Request-Method': 'GET' },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get('access-control-allow-origin')).toBe(SHELL_ORIGIN);
});

test('over HTTPS every answer carries HSTS', async () => {
  const certificate = localCertificate();
  test.skip(!certificate, 'openssl is not installed');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-tls-'));
  writeFileSync(path.join(dir, 'key.pem'), certificate?.key ?? '');
  writeFileSync(path.join(dir, 'cert.pem'), certificate?.cert ?? '');
  const secure = await serveCli(buckets.shellDir, [
    '--spa',
    '--tls-key',
    path.join(dir, 'key.pem'),
    '--tls-cert',
    path.join(dir, 'cert.pem'),
  ]);
  try {
    expect(secure.url).toMatch(/^https:/);
    for (const [urlPath, status] of [
      ['/sample-lead-generation', 200],
      ['/assets/missing-Abcdefgh12.js', 404],
    ] as const) {
      const headers = await new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
        const request = https.get(`${secure.url}${urlPath}`, { rejectUnauthorized: false }, (response) => {
          expect(response.statusCode).toBe(status);
          response.resume();
          resolve(response.headers);
        });
        request.on('error', reject);
      });
      expect(headers['strict-transport-security'], urlPath).toBe(HSTS);
      expect(headers['x-content-type-options'], urlPath).toBe('nosniff');
    }
  } finally {
    await secure.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
