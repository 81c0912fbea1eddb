/**
 * The page's first `Intl.NumberFormat` loads the browser's number data (ICU): about 12 ms on the
 * measuring machine, about 50 ms at Lighthouse's 4x CPU; the first `Intl.DateTimeFormat` about 3 ms
 * more. Whatever formats the first number pays for it in its own task: on a live dashboard that was
 * the View's first render, a task of about 110 ms at 4x of which 61 ms were the first number format
 * (docs/performance.md, "Live dashboards' main thread"). Created here first, each in a task of its
 * own while the page waits for its code and data, they cost no render anything. Later formats of any
 * locale and options find the data loaded.
 */
export function warmUpIntl(locale: string): void {
  setTimeout(() => {
    new Intl.NumberFormat(locale).format(0);
    setTimeout(() => new Intl.DateTimeFormat(locale).format(0), 0);
  }, 0);
}
