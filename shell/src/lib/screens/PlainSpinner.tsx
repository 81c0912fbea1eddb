import { useCommonT } from '../i18n/common.ts';

/**
 * A spinner without MUI (an SVG that turns by itself), for the admin guard while its code downloads
 * (docs/product.md §2: "Admin: shows a spinner while loading"); the guard's own MUI spinner takes
 * over once it has arrived, at the same place and size.
 */
export function PlainSpinner() {
  const { t } = useCommonT();
  return (
    <div role="status" style={{ display: 'grid', placeItems: 'center', padding: '5rem 1rem' }}>
      <svg width="40" height="40" viewBox="0 0 40 40" role="progressbar" aria-label={t('loading')}>
        <circle
          cx="20"
          cy="20"
          r="17"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.2"
          strokeWidth="3.6"
        />
        <path
          d="M20 3 a17 17 0 0 1 17 17"
          fill="none"
          stroke="currentColor"
          strokeWidth="3.6"
          strokeLinecap="round"
        >
          <animateTransform
            attributeName="transform"
            type="rotate"
            from="0 20 20"
            to="360 20 20"
            dur="0.9s"
            repeatCount="indefinite"
          />
        </path>
      </svg>
    </div>
  );
}
