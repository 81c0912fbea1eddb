import { LogoMark } from '../Icons.tsx';
import { INTL_TAG } from '../lib/locale.ts';
import { useMarketing } from '../useMarketing.ts';
import { LinkList, SectionLinks } from './Header.tsx';

export function Footer() {
  const { t, locale } = useMarketing();
  // The year is a plain number in running text; no thousands separator ("2026", not "2,026").
  const year = new Intl.NumberFormat(INTL_TAG[locale], { useGrouping: false }).format(
    new Date().getFullYear(),
  );
  return (
    <footer className="mk-footer">
      <div className="mk-container mk-footer__grid">
        <div>
          <p className="mk-brand mk-brand--footer">
            <LogoMark />
            <span>{t('brand')}</span>
          </p>
          <p>{t('footer.tagline')}</p>
          <p>{t('footer.location')}</p>
        </div>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="mk-footer__heading">
            {t('footer.explore')}
          </h2>
          <SectionLinks />
        </nav>
        <nav aria-labelledby="footer-account">
          <h2 id="footer-account" className="mk-footer__heading">
            {t('footer.account')}
          </h2>
          <LinkList
            links={[
              ['/login', t('header.login')],
              ['/signup', t('header.signup')],
            ]}
          />
        </nav>
      </div>
      <div className="mk-container">
        <p className="mk-footer__rights">{t('footer.rights', { year })}</p>
      </div>
    </footer>
  );
}
