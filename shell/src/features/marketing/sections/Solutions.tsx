import {
  type CatalogueWorkflow,
  catalogueInOrder,
  FAMILY_IDS,
  type FamilyId,
  samplePath,
} from '@portal/contract';
import { ArrowIcon } from '../Icons.tsx';
import { useMarketing } from '../useMarketing.ts';
import { Section } from './Section.tsx';

/** The whole catalogue, grouped by workflow family in the catalogue's own order. */
function byFamily(): Array<[FamilyId, CatalogueWorkflow[]]> {
  const groups = new Map<FamilyId, CatalogueWorkflow[]>(FAMILY_IDS.map((family) => [family, []]));
  for (const workflow of catalogueInOrder()) groups.get(workflow.family)?.push(workflow);
  return [...groups].filter(([, workflows]) => workflows.length > 0);
}

export function Solutions() {
  const { t, locale } = useMarketing();
  return (
    <Section id="solutions" title={t('solutions.title')} lead={t('solutions.lead')}>
      {byFamily().map(([family, workflows]) => (
        <div key={family} className="mk-family">
          <h3 className="mk-family__title">{t(`solutions.families.${family}`)}</h3>
          <ul className="mk-grid mk-grid--3">
            {workflows.map((workflow) => (
              <li key={workflow.slug} className="mk-solution">
                {/* Native link: a sample dashboard is a full page of the portal, with its own code. */}
                <a
                  href={samplePath(workflow.slug)}
                  className="mk-solution__link"
                  data-testid={`sample-link-${workflow.slug}`}
                >
                  <span className="mk-solution__name">{workflow.name[locale]}</span>
                  <span className="mk-solution__description">{workflow.description[locale]}</span>
                  <span className="mk-solution__cta">
                    {t('solutions.viewSample')}
                    <span className="mk-flip">
                      <ArrowIcon />
                    </span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Section>
  );
}
