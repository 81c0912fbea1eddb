import type { ComponentType } from 'react';
import { CatalogIcon, HrIcon, InvoiceIcon, KnowledgeIcon, OnboardingIcon, VoiceChatIcon } from '../Icons.tsx';
import type { en } from '../i18n/en.ts';
import { useMarketing } from '../useMarketing.ts';

/** The six offerings of docs/product.md §1, in its order. */
export const FEATURES: ReadonlyArray<{ id: keyof (typeof en)['features']['items']; Icon: ComponentType }> = [
  { id: 'voiceAgents', Icon: VoiceChatIcon },
  { id: 'clientOnboarding', Icon: OnboardingIcon },
  { id: 'whatsappCatalog', Icon: CatalogIcon },
  { id: 'invoiceFollowUp', Icon: InvoiceIcon },
  { id: 'knowledgeChatbot', Icon: KnowledgeIcon },
  { id: 'whatsappHr', Icon: HrIcon },
];

export function Features() {
  const { t } = useMarketing();
  return (
    <section id="features" className="mk-section" aria-labelledby="features-title">
      <div className="mk-container">
        <h2 id="features-title" className="mk-section__title">
          {t('features.title')}
        </h2>
        <p className="mk-section__lead">{t('features.lead')}</p>
        <ul className="mk-grid mk-grid--3">
          {FEATURES.map(({ id, Icon }) => (
            <li key={id} className="mk-card" data-testid={`feature-${id}`}>
              <span className="mk-card__icon">
                <Icon />
              </span>
              <h3 className="mk-card__title">{t(`features.items.${id}.title`)}</h3>
              <p>{t(`features.items.${id}.body`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
