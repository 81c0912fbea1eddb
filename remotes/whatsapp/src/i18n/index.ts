import { defineLazyNamespace } from '@portal/dashboard-kit/i18n';

/**
 * The family's namespace is named after the family (contract: RemoteModule.messages), one module per
 * language: the shell loads the page's language only.
 */
export const whatsappNamespace = defineLazyNamespace('whatsapp', {
  en: async () => (await import('./en.ts')).en,
  ar: async () => (await import('./ar.ts')).ar,
});
export const useWhatsappTranslation = whatsappNamespace.useT;
