import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CATEGORIES } from '@portal/contract';
import { memo } from 'react';
import { useWorkspaceT } from '../../domain/workspace/i18n/index.ts';
import { SelectInput } from '../../lib/forms/SelectInput.tsx';
import { TextInput } from '../../lib/forms/TextInput.tsx';
import type { MarketFilters as Filters } from './filters.ts';
import { useMarketplaceT } from './i18n/index.ts';

/**
 * Search, category and the number of results. Memoised: the page draws again each time one of its
 * four reads answers or a realtime join reloads one, and the inputs need not.
 */
export const FilterBar = memo(function FilterBar({
  filters,
  onChange,
  resultCount,
}: {
  filters: Filters;
  onChange: (next: Partial<Filters>) => void;
  /** undefined while the cards are not there yet. */
  resultCount: number | undefined;
}) {
  const { t } = useMarketplaceT();
  const { t: tw } = useWorkspaceT();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <TextInput
        label={t('search')}
        type="search"
        value={filters.query}
        onChange={(event) => onChange({ query: event.target.value })}
        slotProps={{ htmlInput: { 'data-testid': 'market-search' } }}
      />
      <SelectInput
        label={t('category')}
        name="category"
        value={filters.category ?? ''}
        onChange={(value) => onChange({ category: (value || null) as Filters['category'] })}
        options={[
          { value: '', label: tw('categories.all') },
          ...CATEGORIES.map((c) => ({ value: c, label: tw(`categories.${c}`) })),
        ]}
      />
      <Typography role="status" color="text.secondary" data-testid="result-count">
        {resultCount === undefined ? '' : t('results', { count: resultCount })}
      </Typography>
    </Stack>
  );
});
