import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { applyHead, landingUrl, removeLandingHead } from './head.ts';

const content = {
  title: 'Doha AI Automation',
  description: 'Custom AI workflows for businesses in Qatar.',
  imageAlt: 'Logo',
  siteName: 'Doha AI Automation',
};

function freshDocument() {
  const window = new Window({ url: 'https://dohaautomation.qa/' });
  window.document.head.innerHTML =
    '<title>Portal</title><meta name="description" content="static"><link rel="icon" href="data:,">';
  return window.document as unknown as Document;
}

const attr = (doc: Document, selector: string, name: string) =>
  doc.head.querySelector(selector)?.getAttribute(name);

describe('applyHead', () => {
  it('sets title, description, Open Graph and direction for the language being read', () => {
    const doc = freshDocument();
    applyHead(content, 'ar', 'https://dohaautomation.qa', doc);
    expect(doc.title).toBe(content.title);
    expect(doc.documentElement.lang).toBe('ar');
    expect(doc.documentElement.dir).toBe('rtl');
    expect(attr(doc, 'meta[name="description"]', 'content')).toBe(content.description);
    expect(doc.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(attr(doc, 'meta[property="og:url"]', 'content')).toBe('https://dohaautomation.qa/?lang=ar');
    expect(attr(doc, 'meta[property="og:image"]', 'content')).toBe('https://dohaautomation.qa/og-image.jpg');
    expect(attr(doc, 'meta[property="og:locale"]', 'content')).toBe('ar_QA');
    expect(attr(doc, 'meta[property="og:locale:alternate"]', 'content')).toBe('en_US');
  });

  it('makes each language its own canonical and pairs both with hreflang, without duplicates', () => {
    const doc = freshDocument();
    applyHead(content, 'en', 'https://dohaautomation.qa', doc);
    applyHead(content, 'ar', 'https://dohaautomation.qa', doc);
    applyHead(content, 'en', 'https://dohaautomation.qa', doc);
    expect(doc.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(attr(doc, 'link[rel="canonical"]', 'href')).toBe('https://dohaautomation.qa/');
    expect(attr(doc, 'link[hreflang="en"]', 'href')).toBe(landingUrl('https://dohaautomation.qa', 'en'));
    expect(attr(doc, 'link[hreflang="ar"]', 'href')).toBe('https://dohaautomation.qa/?lang=ar');
    expect(attr(doc, 'link[hreflang="x-default"]', 'href')).toBe('https://dohaautomation.qa/');
    expect(doc.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(3);
    expect(doc.documentElement.dir).toBe('ltr');
  });

  it('leaves no canonical or hreflang behind for other pages', () => {
    const doc = freshDocument();
    applyHead(content, 'en', 'https://dohaautomation.qa', doc);
    removeLandingHead(doc);
    expect(doc.head.querySelectorAll('link[rel="canonical"], link[hreflang]')).toHaveLength(0);
    expect(doc.head.querySelector('link[rel="icon"]')).not.toBeNull();
  });
});
