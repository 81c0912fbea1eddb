/**
 * Text of another writing direction inside a translated sentence (an administrator's English note in
 * an Arabic sentence, a search the client typed), isolated with Unicode's first-strong isolate so
 * that it keeps its own order: without it an Arabic page showed "سبب المسؤول: …due date" with the
 * note's full stop moved to the start of its line.
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
