import { formatQar, PRICE_PLANS } from '../lib/pricing.ts';
import { useMarketing } from '../useMarketing.ts';

/** The FAQ's price list: the same QAR figures in both languages, formatted for the active one. */
export function PricingTable() {
  const { t, locale } = useMarketing();
  const price = (amount: number, startingFrom: boolean) => {
    const formatted = formatQar(amount, locale);
    return startingFrom ? t('pricing.from', { amount: formatted }) : formatted;
  };
  return (
    <div className="mk-table-wrap">
      <table className="mk-table" data-testid="pricing-table">
        <caption>{t('pricing.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('pricing.plan')}</th>
            <th scope="col">{t('pricing.setup')}</th>
            <th scope="col">{t('pricing.monthly')}</th>
          </tr>
        </thead>
        <tbody>
          {PRICE_PLANS.map((plan) => (
            <tr key={plan.id} data-testid={`price-${plan.id}`}>
              <th scope="row">{t(`pricing.plans.${plan.id}`)}</th>
              <td>{price(plan.setup, plan.startingFrom)}</td>
              <td>{price(plan.monthly, plan.startingFrom)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mk-muted">{t('pricing.note')}</p>
    </div>
  );
}
