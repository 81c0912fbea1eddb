/**
 * A dashboard's View declared as what it shows: `pages(data, kit)` computes the figures and returns
 * the Overview, the workflow's own tabs and Analytics (see DashboardPages), and the tab list is named
 * by the family's `label` key. The kit is useViewKit's, with `show` (useFigureTexts) and the
 * dashboard's context, so a View writes no component scaffold of its own:
 * `export const SupportView = pagesView(useRagT, 'tabsLabel.customer-support-automation', supportPages)`.
 * `pages` runs once in every render of the View, so it may call hooks (then it is named `use…Pages`).
 */

import type { DashboardContext, DashboardViewProps } from '@portal/contract';
import type { TOptions } from 'i18next';
import { DashboardPages, type DashboardPagesProps } from './DashboardPages.tsx';
import { useFigureTexts } from './figureTexts.ts';
import { useViewKit } from './useViewKit.ts';

type FamilyT<K extends string> = (key: K, options?: TOptions) => string;

/** What `pages` is given besides the data. */
export type PagesKit<K extends string> = ReturnType<typeof useViewKit<FamilyT<K>>> & {
  show: ReturnType<typeof useFigureTexts>;
  ctx: DashboardContext;
};

export function pagesView<K extends string, Data>(
  useFamilyT: () => { t: FamilyT<K> },
  label: NoInfer<K>,
  pages: (data: Data, kit: PagesKit<K>) => Omit<DashboardPagesProps, 'label'>,
) {
  return function PagesView({ data, ctx }: DashboardViewProps<Data>) {
    const kit = { ...useViewKit(useFamilyT), show: useFigureTexts(), ctx };
    return <DashboardPages label={kit.t(label)} {...pages(data, kit)} />;
  };
}
