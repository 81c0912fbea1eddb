import type { Resource } from '@portal/contract';

/** i18next plural suffixes: English uses one/other, Arabic all six. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * The dotted key paths of a resource, with plural forms folded into their base key, sorted. Tests
 * compare these between languages: the two key sets must be equal, while Arabic may (and should) have
 * more plural forms than English.
 */
export function keyPaths(resource: Resource, prefix = ''): string[] {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(resource)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.add(path.replace(PLURAL_SUFFIX, ''));
    else for (const nested of keyPaths(value, path)) keys.add(nested);
  }
  return [...keys].sort();
}

/** Every plural key (base path) must have an `_other` form in the resource. */
export function pluralBasesWithoutOther(resource: Resource): string[] {
  const flat = new Set<string>();
  const walk = (r: Resource, prefix: string) => {
    for (const [key, value] of Object.entries(r)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') flat.add(path);
      else walk(value, path);
    }
  };
  walk(resource, '');
  const bases = [...flat].filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, ''));
  return [...new Set(bases)].filter((base) => !flat.has(`${base}_other`));
}
