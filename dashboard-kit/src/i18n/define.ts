/**
 * One way to declare an i18n namespace, for the shell's features and for every remote family:
 *
 *   // i18n/en.ts   export const en = { title: 'Leads', rows_one: '{{count, number}} lead', rows_other: '…' };
 *   // i18n/ar.ts   export const ar: Arabic<typeof en> = { title: 'العملاء', rows_zero: '…', … };
 *   // i18n/index.ts (imports the texts only through the loaders: `import type { en }` at most)
 *   export const salesNamespace = defineLazyNamespace('sales', {
 *     en: async () => (await import('./en.ts')).en,
 *     ar: async () => (await import('./ar.ts')).ar,
 *   });
 *   export const useSalesT = salesNamespace.useT;
 *
 * (`defineNamespace(name, en, ar)` bundles both languages: only the shell's `common`, which every page
 * shows at once.)
 *
 * `t` accepts only keys that exist in English (a typo is a tsc error). Plural keys are written with
 * i18next's suffixes and called by their base (`t('rows', { count })`); Arabic must have every key of
 * English and may add the plural forms English lacks (zero, two, few, many).
 */

import type { LazyMessages, Locale, Resource } from '@portal/contract';
import type { i18n as I18n, TOptions } from 'i18next';
import { useContext } from 'react';
import { getI18n, I18nContext, useTranslation } from 'react-i18next';
import { toLocale } from './locale.ts';
import { type Messages, registerMessages } from './namespace.ts';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** `rows_one` → `rows`; any other key unchanged. */
type PluralBase<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** The keys `t` accepts for a message tree: dotted paths, plural forms folded into their base. */
export type MessageKey<T> = {
  [K in keyof T & string]: T[K] extends string ? PluralBase<K> : `${K}.${MessageKey<T[K]>}`;
}[keyof T & string];

type PluralKeysOf<T> = {
  [K in keyof T & string]: K extends `${string}_${PluralSuffix}` ? K : never;
}[keyof T & string];

/**
 * The Arabic counterpart of an English message tree: the same keys (plural bases included, each with
 * its `_other` form), any extra plural forms, strings for strings.
 */
export type Arabic<T> = {
  [K in Exclude<keyof T & string, PluralKeysOf<T>>]: T[K] extends string ? string : Arabic<T[K]>;
} & {
  [K in PluralKeysOf<T> as `${PluralBase<K>}_other`]: string;
} & {
  [K in PluralKeysOf<T> as `${PluralBase<K>}_${Exclude<PluralSuffix, 'other'>}`]?: string;
};

/** A translation function that accepts only the namespace's own keys. */
export type TypedT<T> = (key: MessageKey<T>, options?: TOptions) => string;

export interface Namespace<Name extends string, T extends Resource> {
  readonly name: Name;
  /** Both languages, as i18next resource bundles (a remote hands these to the shell). */
  readonly messages: { en: Resource; ar: Resource };
  /** Registers the namespace (once) on the page's i18next and returns its typed `t` and the locale. */
  useT(): { t: TypedT<T>; locale: Locale; i18n: I18n };
}

export function defineNamespace<const Name extends string, T extends Resource>(
  name: Name,
  en: T,
  ar: Arabic<T>,
): Namespace<Name, T> {
  const messages = { en, ar: ar as unknown as Resource };
  return {
    name,
    messages,
    useT() {
      // A component must never show raw keys because its bundle arrived late: register before reading.
      const i18n = useContext(I18nContext)?.i18n ?? getI18n();
      if (i18n) registerMessages(i18n, name, messages);
      const { t, i18n: active } = useTranslation(name);
      return {
        t: t as unknown as TypedT<T>,
        locale: toLocale(active.resolvedLanguage ?? active.language),
        i18n: active,
      };
    },
  };
}

type Loader<T> = () => Promise<T>;

/** Lazy namespaces by name: the shell's i18next backend loads the visitor's language from here. */
const lazyNamespaces = new Map<string, LazyMessages>();

/** The loader of one language of a lazy namespace (the shell's i18next backend calls it). */
export function lazyNamespaceLoader(name: string, locale: Locale): Loader<Resource> | undefined {
  return lazyNamespaces.get(name)?.[locale];
}

/**
 * Every lazy namespace defined so far, both languages loaded: for tests, which render at once
 * (`@portal/dashboard-kit-testing` loads them before a file's tests run).
 */
export async function loadLazyNamespaces(): Promise<Record<string, Messages>> {
  const entries = await Promise.all(
    [...lazyNamespaces].map(async ([name, loaders]) => {
      const [en, ar] = await Promise.all([loaders.en(), loaders.ar()]);
      return [name, { en, ar }] as const;
    }),
  );
  return Object.fromEntries(entries);
}

export interface LazyNamespace<Name extends string, T extends Resource> {
  readonly name: Name;
  /** One loader per language (what a remote hands the shell: the contract's RemoteModule.messages). */
  readonly messages: LazyMessages;
  /** Suspends until the active language's bundle has loaded, then returns the typed `t`. */
  useT(): { t: TypedT<T>; locale: Locale; i18n: I18n };
}

/**
 * A namespace whose languages load on first use, one at a time (the shell's features, every remote
 * family's namespace, the kit's `ui`): a visitor downloads the texts of the pages they open, in their
 * language only. Same module shape and typing as defineNamespace; the loaders are dynamic imports of
 * `./en.ts` and `./ar.ts`; nothing else imports the texts as values (that would put them back into
 * the code that uses the namespace).
 */
export function defineLazyNamespace<const Name extends string, T extends Resource>(
  name: Name,
  loaders: { en: Loader<T>; ar: Loader<Arabic<NoInfer<T>>> },
): LazyNamespace<Name, T> {
  const messages = loaders as unknown as LazyMessages;
  lazyNamespaces.set(name, messages);
  return { name, messages, useT: () => useLazyNamespace<T>(name) };
}

/**
 * A lazy namespace's typed `t` by name alone (no loaders: code that only reads a namespace somebody
 * else loads, as a remote's building blocks read the `ui` texts the shell loads); suspends until the
 * active language's bundle is there.
 */
export function useLazyNamespace<T extends Resource>(
  name: string,
): {
  t: TypedT<T>;
  locale: Locale;
  i18n: I18n;
} {
  const { t, i18n } = useTranslation(name);
  return { t: t as unknown as TypedT<T>, locale: toLocale(i18n.resolvedLanguage ?? i18n.language), i18n };
}
