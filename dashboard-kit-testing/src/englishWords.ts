/**
 * English words in a text: three or more Latin letters with a lower-case one (so not "CSV" or "QAR"),
 * ignoring e-mail addresses and web addresses, which stay Latin in Arabic too. The remote test kit
 * and the e2e specs use it to find English left on an Arabic page; it imports nothing, so a
 * Playwright spec can use it as well as a Vitest one.
 */
export const englishWords = (text: string) =>
  text
    .replace(/[\w.+-]+@[\w.-]+/g, '')
    .replace(/\b[\w-]+\.(?:com|qa|net|org|io)\b\S*/g, '')
    .match(/\b(?=[A-Za-z]*[a-z])[A-Za-z]{3,}\b/g) ?? [];
