/**
 * The one JSON parser for request bodies: JSON.parse plus a depth cap. V8 parses thousands of nested
 * levels, but what comes after does not: Postgres's jsonb input and recursive code fail ~5,000 levels
 * down with a stack error (a 500). No body this product accepts nests deeper than a few levels, so a
 * deeper one is the client's error, answered 400 by each service in its own error shape. Size is capped
 * before this, by readBody's byte limit (413).
 */

/** Far above any real payload (a workflow's input, an analytics event, rpc arguments nest < 10). */
export const MAX_JSON_DEPTH = 64;

/** The body nests deeper than MAX_JSON_DEPTH; each service answers 400 in its own shape. */
export class JsonTooDeepError extends Error {
  constructor(readonly maxDepth = MAX_JSON_DEPTH) {
    super(`The JSON nests deeper than ${maxDepth} levels`);
    this.name = 'JsonTooDeepError';
  }
}

/**
 * Whether `text` opens more than `maxDepth` arrays and objects inside each other. One pass over the
 * characters, skipping strings, so it costs no recursion whatever the input.
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

/** JSON.parse that throws JsonTooDeepError before parsing a body nested deeper than `maxDepth`. */
export function parseJson(text: string, maxDepth = MAX_JSON_DEPTH): unknown {
  if (nestsDeeperThan(text, maxDepth)) throw new JsonTooDeepError(maxDepth);
  return JSON.parse(text);
}
