/**
 * The public landing page at `/` (docs/product.md §2): it sells the service in English and Arabic and takes
 * newsletter sign-ups and contact messages. It is built from plain elements and its own stylesheet,
 * not MUI, and loads supabase-js and notistack only when a form is sent, so a phone on a slow
 * network gets a small first load.
 */
import type { Locale } from '@portal/contract';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { applyHead, LANG_PARAM, languageFromSearch, removeLandingHead } from './lib/head.ts';
import './marketing.css';
import { CallToAction } from './sections/CallToAction.tsx';
import { Claims } from './sections/Claims.tsx';
import { ContactForm } from './sections/ContactForm.tsx';
import { Faq } from './sections/Faq.tsx';
import { Features } from './sections/Features.tsx';
import { Footer } from './sections/Footer.tsx';
import { Header } from './sections/Header.tsx';
import { Hero } from './sections/Hero.tsx';
import { Newsletter } from './sections/Newsletter.tsx';
import { Process } from './sections/Process.tsx';
import { Solutions } from './sections/Solutions.tsx';
import { useMarketing } from './useMarketing.ts';

export default function LandingPage() {
  const { t, locale, changeLanguage } = useMarketing();
  const switchedByVisitor = useRef(false);

  // `/?lang=ar` is the Arabic page's own address (for search engines and shared links): honour it
  // before the first paint, unless the visitor already reads that language. Only the address the page
  // was opened with counts; later switches are the visitor's choice.
  const [arrivedWith] = useState(() => languageFromSearch(window.location.search));
  useLayoutEffect(() => {
    if (arrivedWith && arrivedWith !== locale) void changeLanguage(arrivedWith);
  }, []);

  useEffect(() => {
    applyHead(
      {
        title: t('meta.title'),
        description: t('meta.description'),
        imageAlt: t('meta.ogImageAlt'),
        siteName: t('brand'),
      },
      locale,
      window.location.origin,
    );
  }, [t, locale]);

  useEffect(() => () => removeLandingHead(), []);

  // Until the language asked for in the address is active, draw nothing: painting the other
  // language first and then swapping would shift the whole layout.
  const waitingForLanguage = arrivedWith !== null && arrivedWith !== locale && !switchedByVisitor.current;

  function switchLanguage(next: Locale) {
    // Drop a `?lang=` that would contradict the new choice on reload; the stored choice rules now.
    const url = new URL(window.location.href);
    if (url.searchParams.has(LANG_PARAM)) {
      url.searchParams.delete(LANG_PARAM);
      window.history.replaceState(window.history.state, '', url);
    }
    switchedByVisitor.current = true;
    void changeLanguage(next);
  }

  if (waitingForLanguage) return null;

  return (
    <div className="mk-page" lang={locale} dir={locale === 'ar' ? 'rtl' : 'ltr'} data-testid="landing-page">
      <Header onSwitchLanguage={switchLanguage} />
      <main id="main" tabIndex={-1}>
        <Hero />
        <Claims />
        <Features />
        <Solutions />
        <Process />
        <Faq />
        <Newsletter />
        <CallToAction />
        <ContactForm />
      </main>
      <Footer />
    </div>
  );
}
