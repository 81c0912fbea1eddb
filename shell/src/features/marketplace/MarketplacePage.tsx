/**
 * /marketplace (docs/product.md §2, §3): every catalogue workflow with search and category filter in the
 * address, the selection cart (Purchase Selected through the server-priced rpc), Request Access, the
 * sample dashboards and the Request Custom Workflow banner.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WorkflowSlug } from '@portal/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { watchOwnRows } from '../../domain/realtime.ts';
import { useAuth } from '../../domain/session/store.ts';
import {
  fetchAccessRequests,
  fetchOwnedWorkflows,
  fetchPendingPurchases,
  lastSeenOwnedWorkflows,
} from '../../domain/workspace/data.ts';
import { PermissionsNotice } from '../../domain/workspace/PermissionsNotice.tsx';
import { useCommonT } from '../../lib/i18n/common.ts';
import { ContentPage } from '../../lib/screens/ContentPage.tsx';
import { PageLoader } from '../../lib/screens/PageLoader.tsx';
import { RetryAlert } from '../../lib/screens/RetryAlert.tsx';
import { useSnackbar } from '../../lib/toast/index.ts';
import { useBusyTask } from '../../lib/useBusyTask.ts';
import { useRevealInBatches } from '../../lib/useRevealInBatches.ts';
import { useServerState } from '../../lib/useServerState.ts';
import { CartPanel } from './CartPanel.tsx';
import { CustomRequestBanner } from './CustomRequestBanner.tsx';
import { useCart } from './cart.ts';
import {
  fetchMarketItems,
  lastSeenCatalogue,
  type MarketItem,
  PurchaseRefusedError,
  purchaseWorkflows,
} from './catalogueData.ts';
import { FilterBar } from './FilterBar.tsx';
import { applyFilters, type MarketFilters, readFilters, writeFilters } from './filters.ts';
import { useMarketplaceT } from './i18n/index.ts';
import { SelectionBar } from './SelectionBar.tsx';
import { WaysToGet } from './WaysToGet.tsx';
import { WorkflowCard } from './WorkflowCard.tsx';

/** Cards drawn per commit on a first load: a phone shows one or two, a wide screen six. */
const CARDS_PER_COMMIT = 6;
const NO_ITEMS: readonly MarketItem[] = [];

export default function MarketplacePage() {
  const { t, locale, i18n } = useMarketplaceT();
  const { t: tc } = useCommonT();
  const { enqueueSnackbar } = useSnackbar();
  const userId = useAuth((state) => state.user?.id);
  const enabled = Boolean(userId);
  const [params, setParams] = useSearchParams();
  // The filters live in state (typing stays instant) and are written to the address as they change.
  const [filters, setFilterState] = useState(() => readFilters(params));
  const cart = useCart(userId);
  const { busy: purchasing, run } = useBusyTask();
  const [problem, setProblem] = useState<string | null>(null);

  const watch = (tables: string[]) => (refetch: () => void) =>
    userId ? watchOwnRows(userId, tables, refetch) : undefined;
  // A returning client's cards draw at once from what this browser saw last time (lib/lastSeen.ts).
  const items = useServerState(fetchMarketItems, [], { initial: lastSeenCatalogue.read });
  const ownedSeen = useMemo(() => (userId ? lastSeenOwnedWorkflows(userId) : undefined), [userId]);
  const owned = useServerState(ownedSeen?.remembering(fetchOwnedWorkflows) ?? fetchOwnedWorkflows, [userId], {
    enabled,
    initial: ownedSeen?.read,
    subscribe: watch(['client_workflows']),
  });
  // Pending purchases and access requests change a few cards' buttons: asked for once the cards are painted.
  const pending = useServerState((signal) => fetchPendingPurchases(signal), [userId], {
    enabled,
    afterPaint: true,
    subscribe: watch(['workflow_purchases']),
  });
  const access = useServerState((signal) => fetchAccessRequests(signal), [userId], {
    enabled,
    afterPaint: true,
    subscribe: watch(['workflow_access_requests']),
  });

  useEffect(() => {
    document.title = `${t('title')} · ${tc('appName')}`;
  }, [t, tc, i18n.language]);

  const ownedSlugs = useMemo(
    () => (owned.state.status === 'ready' ? new Set(owned.state.data.map((w) => w.slug)) : undefined),
    [owned.state],
  );
  const pendingSlugs = pending.state.status === 'ready' ? pending.state.data : new Set<WorkflowSlug>();
  const accessBySlug = access.state.status === 'ready' ? access.state.data : undefined;
  // The cards draw once the catalogue and the client's workflows have come (or failed), not once per
  // answer: redraws of 24 cards were the page's longest tasks on a phone. Pending purchases and access
  // requests touch few cards, which redraw alone (WorkflowCard is memoised).
  const cardsWaiting = items.state.status === 'loading' || owned.state.status === 'loading';
  const all = items.state.status === 'ready' ? items.state.data : NO_ITEMS;
  const shown = cardsWaiting ? [] : applyFilters(all, filters);
  const selected = useMemo(() => all.filter((item) => cart.slugs.includes(item.slug)), [all, cart.slugs]);
  const revealed = useRevealInBatches(shown.length, CARDS_PER_COMMIT);

  const nameOf = (slug: WorkflowSlug | undefined) =>
    all.find((item) => item.slug === slug)?.name[locale] ?? slug ?? '';

  async function purchase() {
    setProblem(null);
    await run(
      async () => {
        const count = await purchaseWorkflows(selected.map((item) => item.slug));
        enqueueSnackbar(t('cart.sent', { count }), { variant: 'success' });
        cart.clear();
        pending.refetch();
      },
      (error) => {
        console.error('[portal] purchase', error);
        if (error instanceof PurchaseRefusedError) {
          const name = nameOf(error.slug);
          setProblem(
            error.reason === 'already_owned'
              ? t('cart.alreadyOwned', { name })
              : error.reason === 'already_pending'
                ? t('cart.alreadyPending', { name })
                : t('cart.unknown'),
          );
        } else setProblem(t('cart.failed'));
      },
    );
  }

  // The cart keeps its props from one draw of the page to the next (it is memoised).
  const purchaseRef = useRef(purchase);
  purchaseRef.current = purchase;
  const onPurchase = useCallback(() => void purchaseRef.current(), []);
  const { remove } = cart;
  const onRemove = useCallback((item: MarketItem) => remove(item.slug), [remove]);
  const cartRef = useRef<HTMLDivElement>(null);
  const onReview = useCallback(() => {
    const cartBox = cartRef.current;
    cartBox?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    cartBox?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }, []);

  const setFilters = useCallback(
    (next: Partial<MarketFilters>) => setFilterState((current) => ({ ...current, ...next })),
    [],
  );
  const setParamsRef = useRef(setParams);
  setParamsRef.current = setParams;
  useEffect(() => {
    const current = new URLSearchParams(window.location.search);
    const next = writeFilters(current, filters);
    if (next.toString() !== current.toString()) setParamsRef.current(next, { replace: true });
  }, [filters]);

  const renderCard = (item: (typeof shown)[number]) => (
    <WorkflowCard
      key={item.slug}
      item={item}
      state={{
        owned: ownedSlugs ? ownedSlugs.has(item.slug) : undefined,
        pendingPurchase: pendingSlugs.has(item.slug),
        access: accessBySlug?.get(item.slug),
        selected: cart.slugs.includes(item.slug),
      }}
      onToggle={cart.toggle}
      onAccessRequested={access.refetch}
    />
  );

  return (
    <ContentPage title={t('title')} subtitle={t('subtitle')}>
      {owned.state.status === 'error' && <PermissionsNotice />}
      <CustomRequestBanner />
      <WaysToGet />
      <FilterBar
        filters={filters}
        onChange={setFilters}
        resultCount={items.state.status === 'ready' && !cardsWaiting ? shown.length : undefined}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 320px' } }}>
        <div>
          {cardsWaiting && items.state.status !== 'error' && <PageLoader />}
          {items.state.status === 'error' && (
            <RetryAlert message={t('failed')} retryLabel={t('retry')} onRetry={items.retry} />
          )}
          {items.state.status === 'ready' && !cardsWaiting && shown.length === 0 && (
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Typography>{t('noResults')}</Typography>
              <Button onClick={() => setFilters({ query: '', category: null })}>{t('clearFilters')}</Button>
            </Stack>
          )}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: '1fr',
                md: 'repeat(2, minmax(0, 1fr))',
                xl: 'repeat(3, minmax(0, 1fr))',
              },
            }}
          >
            {shown.slice(0, revealed).map(renderCard)}
          </Box>
        </div>
        {/* Room below the cart for the selection bar, which covers the bottom of a narrow screen. */}
        <Box
          ref={cartRef}
          sx={{
            position: { lg: 'sticky' },
            top: { lg: 88 },
            alignSelf: 'start',
            pb: { xs: selected.length > 0 ? 10 : 0, lg: 0 },
          }}
        >
          <CartPanel
            items={selected}
            onRemove={onRemove}
            onPurchase={onPurchase}
            purchasing={purchasing}
            problem={problem}
          />
        </Box>
      </Box>
      <SelectionBar
        count={selected.length}
        onReview={onReview}
        onPurchase={onPurchase}
        purchasing={purchasing}
        problem={problem}
      />
    </ContentPage>
  );
}
