import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { samplePath, WORKFLOW_SLUGS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { landingUrl, languageFromSearch } from './lib/head.ts';

const publicFile = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../../public/${name}`, import.meta.url)), 'utf8');

const sitemap = publicFile('sitemap.xml');
const robots = publicFile('robots.txt');
const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));

describe('sitemap.xml', () => {
  it('lists the landing page in both languages and every public sample dashboard', () => {
    const origin = new URL(locs[0] ?? '').origin;
    expect(locs).toContain(landingUrl(origin, 'en'));
    expect(locs).toContain(landingUrl(origin, 'ar'));
    for (const slug of WORKFLOW_SLUGS) expect(locs).toContain(`${origin}${samplePath(slug)}`);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('uses absolute https addresses on one origin only', () => {
    const origins = new Set(locs.map((loc) => new URL(loc).origin));
    expect(origins.size).toBe(1);
    for (const loc of locs) expect(new URL(loc).protocol).toBe('https:');
  });

  it('pairs the two languages of the landing page with hreflang', () => {
    for (const lang of ['en', 'ar', 'x-default']) expect(sitemap).toContain(`hreflang="${lang}"`);
  });
});

describe('robots.txt', () => {
  it('allows crawling and points at the sitemap on the same origin', () => {
    const origin = new URL(locs[0] ?? '').origin;
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('never hides the public pages', () => {
    const disallowed = [...robots.matchAll(/^Disallow: (\S+)$/gm)].map((m) => m[1] ?? '');
    for (const path of ['/', '/login', '/signup', ...WORKFLOW_SLUGS.map(samplePath)]) {
      expect(disallowed.some((rule) => rule === path || (rule !== '/' && path.startsWith(rule)))).toBe(false);
    }
  });
});

describe('languageFromSearch', () => {
  it('reads ?lang=ar and ?lang=en and ignores anything else', () => {
    expect(languageFromSearch('?lang=ar')).toBe('ar');
    expect(languageFromSearch('?utm_source=x&lang=en')).toBe('en');
    expect(languageFromSearch('?lang=fr')).toBeNull();
    expect(languageFromSearch('')).toBeNull();
  });
});
