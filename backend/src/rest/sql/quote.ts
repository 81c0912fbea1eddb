/** Quotes an identifier that was validated against the schema cache. */
export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`;
}

/**
 * A Postgres array literal with every element double-quoted, so `null`, commas and braces stay plain
 * text: ['a', 'b,c'] → `{"a","b,c"}`. Sent as one bind parameter.
 */
export function pgArray(items: readonly string[]): string {
  return `{${items.map((i) => `"${i.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

/** Collects bind parameters and hands out `$n` placeholders. */
export class Params {
  readonly values: (string | null)[] = [];

  add(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
