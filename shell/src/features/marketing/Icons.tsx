/**
 * Small inline icons: drawn here rather than imported from an icon package so the landing page stays
 * free of MUI, and sized by attributes so nothing shifts while the stylesheet loads.
 */
import type { ReactNode } from 'react';

function Icon({ children, size = 28 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const VoiceChatIcon = () => (
  <Icon>
    <path d="M4 5h11a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2H9l-4 3v-3H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z" />
    <path d="M19 9h1a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-1v3l-4-3h-3" />
  </Icon>
);

export const OnboardingIcon = () => (
  <Icon>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21a7 7 0 0 1 14 0" />
    <path d="M19 8v6M16 11h6" />
  </Icon>
);

export const CatalogIcon = () => (
  <Icon>
    <path d="M5 7h14l-1.2 12.1a2 2 0 0 1-2 1.9H8.2a2 2 0 0 1-2-1.9z" />
    <path d="M9 10V6a3 3 0 0 1 6 0v4" />
  </Icon>
);

export const InvoiceIcon = () => (
  <Icon>
    <path d="M6 2h9l4 4v16l-3-2-2 2-2-2-2 2-2-2-2 2z" />
    <path d="M9 9h6M9 13h6M9 17h3" />
  </Icon>
);

export const KnowledgeIcon = () => (
  <Icon>
    <path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2z" />
    <path d="M4 21V5M9 8h6M9 12h4" />
  </Icon>
);

export const HrIcon = () => (
  <Icon>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
  </Icon>
);

export const CheckIcon = () => (
  <Icon size={20}>
    <path d="M5 12l5 5 9-10" />
  </Icon>
);

export const ArrowIcon = () => (
  <Icon size={18}>
    {/* Mirrored in RTL by the stylesheet (.mk-flip), so it always points forward. */}
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);

export const LogoMark = () => (
  <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <rect width="32" height="32" rx="8" fill="#8a1538" />
    <path d="M9 21l5-10 4 7 2-3 3 6" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinejoin="round" />
  </svg>
);
