/**
 * What the marketplace reads from the database: the active catalogue (prices as the server has them,
 * which is what a purchase copies); and Purchase Selected.
 */
import {
  CATEGORIES,
  type Category,
  COMPLEXITIES,
  type Complexity,
  isWorkflowSlug,
  type WorkflowSlug,
} from '@portal/contract';
import { isOneOf } from '@portal/dashboard-kit/live';
import { lastSeen } from '../../lib/lastSeen.ts';
import { getSupabase } from '../../lib/supabase.ts';
import { isListOf, isNumberOrNull, isShaped, isText } from '../../lib/typeGuards.ts';

export interface MarketItem {
  slug: WorkflowSlug;
  category: Category;
  complexity: Complexity;
  name: { en: string; ar: string };
  description: { en: string; ar: string };
  features: { en: readonly string[]; ar: readonly string[] };
  setupCostQar: number | null;
  monthlyCostQar: number | null;
}

const isBilingual = <T>(isPart: (value: unknown) => value is T) =>
  isShaped<{ en: T; ar: T }>({ en: isPart, ar: isPart });

const isMarketItem = isShaped<MarketItem>({
  slug: isWorkflowSlug,
  category: (value) => isOneOf(CATEGORIES, value),
  complexity: (value) => isOneOf(COMPLEXITIES, value),
  name: isBilingual(isText),
  description: isBilingual(isText),
  features: isBilingual(isListOf(isText)),
  setupCostQar: isNumberOrNull,
  monthlyCostQar: isNumberOrNull,
});

/** The catalogue as this browser last read it: the cards of a returning visit draw from it at once. */
export const lastSeenCatalogue = lastSeen('catalogue', isListOf(isMarketItem));

const money = (v: number | string | null) => (v === null ? null : Number(v));

export const fetchMarketItems = lastSeenCatalogue.remembering(readMarketItems);

async function readMarketItems(signal: AbortSignal): Promise<MarketItem[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('workflows')
    .select(
      'slug, category, complexity, name_en, name_ar, description_en, description_ar, features_en, features_ar, setup_cost_qar, monthly_cost_qar',
    )
    .eq('is_active', true)
    .order('sort_order')
    .abortSignal(signal);
  if (error) throw error;
  return (data ?? []).flatMap((w) =>
    isWorkflowSlug(w.slug) && isOneOf(CATEGORIES, w.category) && isOneOf(COMPLEXITIES, w.complexity)
      ? [
          {
            slug: w.slug,
            category: w.category,
            complexity: w.complexity,
            name: { en: w.name_en, ar: w.name_ar },
            description: { en: w.description_en, ar: w.description_ar },
            features: { en: w.features_en, ar: w.features_ar },
            setupCostQar: money(w.setup_cost_qar),
            monthlyCostQar: money(w.monthly_cost_qar),
          },
        ]
      : [],
  );
}

export type PurchaseRefusal = 'already_owned' | 'already_pending' | 'unknown_workflow' | 'empty_selection';

export class PurchaseRefusedError extends Error {
  constructor(
    readonly reason: PurchaseRefusal,
    readonly slug: WorkflowSlug | undefined,
  ) {
    super(`Purchase refused: ${reason}`);
    this.name = 'PurchaseRefusedError';
  }
}

const REFUSALS: readonly string[] = [
  'already_owned',
  'already_pending',
  'unknown_workflow',
  'empty_selection',
];

/**
 * Purchase Selected: rpc purchase_workflows reads the prices on the server and refuses owned or
 * pending workflows (its hint says why, its detail which one). Returns how many purchases were made.
 */
export async function purchaseWorkflows(slugs: readonly WorkflowSlug[]): Promise<number> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('purchase_workflows', { slugs: [...slugs] });
  if (error) {
    if (error.hint && REFUSALS.includes(error.hint)) {
      const slug = error.details && isWorkflowSlug(error.details) ? error.details : undefined;
      throw new PurchaseRefusedError(error.hint as PurchaseRefusal, slug);
    }
    throw error;
  }
  return data?.length ?? 0;
}
