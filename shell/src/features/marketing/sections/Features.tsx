import type { ComponentType } from 'react';
import { CatalogIcon, HrIcon, InvoiceIcon, KnowledgeIcon, OnboardingIcon, VoiceChatIcon } from '../Icons.tsx';
import type { en } from '../i18n/en.ts';
import { useMarketing } from '../useMarketing.ts';
import { Section } from './Section.tsx';

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
    <Section id="features" title={t('features.title')} lead={t('features.lead')}>
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
    </Section>
  );
}
