import type { Locale } from '@portal/contract';
import { directionOf } from './locale.ts';

/**
 * Search and social metadata for `/`. shell/index.html carries the English defaults for crawlers that
 * do not run JavaScript; this keeps them in step with the language the visitor is reading. Absolute
 * URLs are built from the page's own origin, so one build serves any domain.
 *
 * The Arabic page has its own address (`/?lang=ar`) so that search engines can index both languages:
 * hreflang pairs the two and each language is its own canonical.
 */
export const LANG_PARAM = 'lang';
export const OG_IMAGE_PATH = '/og-image.jpg';
const OG_LOCALE: Record<Locale, string> = { en: 'en_US', ar: 'ar_QA' };

export function landingUrl(origin: string, locale: Locale): string {
  return locale === 'ar' ? `${origin}/?${LANG_PARAM}=ar` : `${origin}/`;
}

/** The language asked for in the address (`/?lang=ar`), if any. */
export function languageFromSearch(search: string): Locale | null {
  const value = new URLSearchParams(search).get(LANG_PARAM);
  return value === 'ar' || value === 'en' ? value : null;
}

export interface HeadContent {
  title: string;
  description: string;
  imageAlt: string;
  siteName: string;
}

function upsertMeta(attribute: 'name' | 'property', key: string, content: string, doc: Document) {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = doc.createElement('meta');
    element.setAttribute(attribute, key);
    doc.head.append(element);
  }
  element.content = content;
}

function upsertLink(selector: string, attributes: Record<string, string>, doc: Document) {
  let element = doc.head.querySelector<HTMLLinkElement>(selector);
  if (!element) {
    element = doc.createElement('link');
    doc.head.append(element);
  }
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
}

export function applyHead(
  content: HeadContent,
  locale: Locale,
  origin: string,
  doc: Document = document,
): void {
  const url = landingUrl(origin, locale);
  const html = doc.documentElement;
  html.lang = locale;
  html.dir = directionOf(locale);
  doc.title = content.title;

  upsertMeta('name', 'description', content.description, doc);
  upsertMeta('property', 'og:type', 'website', doc);
  upsertMeta('property', 'og:site_name', content.siteName, doc);
  upsertMeta('property', 'og:title', content.title, doc);
  upsertMeta('property', 'og:description', content.description, doc);
  upsertMeta('property', 'og:url', url, doc);
  upsertMeta('property', 'og:image', `${origin}${OG_IMAGE_PATH}`, doc);
  upsertMeta('property', 'og:image:type', 'image/jpeg', doc);
  upsertMeta('property', 'og:image:width', '1200', doc);
  upsertMeta('property', 'og:image:height', '630', doc);
  upsertMeta('property', 'og:image:alt', content.imageAlt, doc);
  upsertMeta('property', 'og:locale', OG_LOCALE[locale], doc);
  upsertMeta('property', 'og:locale:alternate', OG_LOCALE[locale === 'ar' ? 'en' : 'ar'], doc);
  upsertMeta('name', 'twitter:card', 'summary_large_image', doc);

  upsertLink('link[rel="canonical"]', { rel: 'canonical', href: url }, doc);
  for (const lang of ['en', 'ar'] as const) {
    upsertLink(
      `link[rel="alternate"][hreflang="${lang}"]`,
      { rel: 'alternate', hreflang: lang, href: landingUrl(origin, lang) },
      doc,
    );
  }
  upsertLink(
    'link[rel="alternate"][hreflang="x-default"]',
    {
      rel: 'alternate',
      hreflang: 'x-default',
      href: landingUrl(origin, 'en'),
    },
    doc,
  );
}

/** Removes what only `/` should carry, so another page never claims to be the landing page. */
export function removeLandingHead(doc: Document = document): void {
  for (const element of doc.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]')) {
    element.remove();
  }
}
