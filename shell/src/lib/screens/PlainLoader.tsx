import { useCommonT } from '../i18n/common.ts';

/**
 * A loading line without MUI, for the first paint and for pages that do not use MUI (the landing page):
 * MUI and the theme are downloaded only with the first page that needs them.
 */
export function PlainLoader({ label }: { label?: string } = {}) {
  const { t } = useCommonT();
  return (
    <div
      role="status"
      style={{ padding: '4rem 1rem', textAlign: 'center', font: '1rem system-ui, sans-serif' }}
    >
      {label ?? t('loading')}
    </div>
  );
}
