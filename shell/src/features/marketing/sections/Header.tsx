import type { Locale } from '@portal/contract';
import { LogoMark } from '../Icons.tsx';
import { useMarketing } from '../useMarketing.ts';

export const SECTION_LINKS = ['features', 'solutions', 'process', 'faq', 'contact'] as const;

/** A list of links, each `[href, text]` (the header's and footer's navigation). */
export function LinkList({ links }: { links: readonly (readonly [string, string])[] }) {
  return (
    <ul>
      {links.map(([href, text]) => (
        <li key={href}>
          <a href={href}>{text}</a>
        </li>
      ))}
    </ul>
  );
}

/** The landing page's sections, as links to their anchors. */
export function SectionLinks() {
  const { t } = useMarketing();
  return <LinkList links={SECTION_LINKS.map((id) => [`#${id}`, t(`nav.${id}`)] as const)} />;
}

interface HeaderProps {
  onSwitchLanguage: (next: Locale) => void;
}

export function Header({ onSwitchLanguage }: HeaderProps) {
  const { t, locale } = useMarketing();
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  return (
    <header className="mk-header">
      <a className="mk-skip" href="#main">
        {t('skipToContent')}
      </a>
      <div className="mk-container mk-header__bar">
        <a className="mk-brand" href="/" aria-label={t('header.home')}>
          <LogoMark />
          <span className="mk-brand__name">{t('brand')}</span>
        </a>
        <nav className="mk-nav" aria-label={t('nav.label')}>
          <SectionLinks />
        </nav>
        <div className="mk-header__actions">
          {/* Named in its own language and script, as language switches conventionally are. */}
          <button
            type="button"
            className="mk-lang"
            lang={other}
            data-testid="language-switch"
            onClick={() => onSwitchLanguage(other)}
          >
            {t('header.switchLanguage')}
          </button>
          <a className="mk-link-quiet" href="/login">
            {t('header.login')}
          </a>
          <a className="mk-btn mk-btn--small" href="/signup">
            {t('header.signup')}
          </a>
        </div>
      </div>
    </header>
  );
}
