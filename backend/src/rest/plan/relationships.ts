import { RestError, SchemaMissError } from '../errors.ts';
import type { SchemaCache } from '../schema/cache.ts';
import { type ForeignKey, isUniqueKey, type Table } from '../schema/model.ts';

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

/**
 * How an embedded table joins its parent. `out`: the parent holds the FK (parent → target);
 * `in`: the embedded table holds it (target → parent); m2m goes through `junction`.
 */
export interface Relationship {
  cardinality: Cardinality;
  target: Table;
  fk: ForeignKey;
  direction: 'out' | 'in';
  junction?: { table: Table; toParent: ForeignKey; toTarget: ForeignKey };
}

export function isToOne(rel: Relationship): boolean {
  return rel.cardinality === 'many-to-one' || rel.cardinality === 'one-to-one';
}

/**
 * Finds the relationship PostgREST would use for `parent?select=name!hint(...)`: `name` is a table (any
 * FK between the two, either direction, or a junction table), or a FK column of the parent. `hint`
 * narrows it by constraint name, FK column or junction table. None → PGRST200, several → PGRST201.
 */
export function resolveRelationship(
  cache: SchemaCache,
  parent: Table,
  name: string,
  hint: string | undefined,
): Relationship {
  let candidates: Relationship[] = [];
  const target = cache.table(parent.schema, name);
  if (target) candidates = candidatesBetween(cache, parent, target);
  else {
    // `orders?select=billing_address_id(*)`: embed through a FK column of the parent.
    for (const fk of parent.outgoing) {
      if (fk.columns.length === 1 && fk.columns[0] === name) candidates.push(outgoing(fk));
    }
  }
  if (hint !== undefined) candidates = candidates.filter((c) => matchesHint(c, hint));
  if (candidates.length === 1 && candidates[0]) return candidates[0];
  if (candidates.length === 0) {
    throw new SchemaMissError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${name}'${
        hint === undefined ? '' : ` using the hint '${hint}'`
      } in the schema '${parent.schema}', but no matches were found.`,
    );
  }
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
    candidates.map((c) => ({
      cardinality: c.cardinality,
      embedding: `${parent.name} with ${c.target.name}`,
      relationship: describe(c),
    })),
    `Try changing '${name}' to one of the following: ${candidates
      .map((c) => `'${name}!${c.junction ? c.junction.table.name : c.fk.name}'`)
      .join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}

function outgoing(fk: ForeignKey): Relationship {
  const oneToOne = isUniqueKey(fk.table, fk.columns);
  return { cardinality: oneToOne ? 'one-to-one' : 'many-to-one', target: fk.target, fk, direction: 'out' };
}

function incoming(fk: ForeignKey): Relationship {
  const oneToOne = isUniqueKey(fk.table, fk.columns);
  return { cardinality: oneToOne ? 'one-to-one' : 'one-to-many', target: fk.table, fk, direction: 'in' };
}

function candidatesBetween(cache: SchemaCache, parent: Table, target: Table): Relationship[] {
  const found: Relationship[] = [];
  for (const fk of parent.outgoing) if (fk.target === target) found.push(outgoing(fk));
  for (const fk of parent.incoming) if (fk.table === target) found.push(incoming(fk));
  // Many-to-many: a junction table whose FKs to both sides are part of its primary key.
  for (const junction of cache.tables(parent.schema)) {
    if (junction === parent || junction === target) continue;
    const pk = new Set(junction.primaryKey);
    const inPk = (fk: ForeignKey) => fk.columns.every((c) => pk.has(c));
    for (const toParent of junction.outgoing) {
      if (toParent.target !== parent || !inPk(toParent)) continue;
      for (const toTarget of junction.outgoing) {
        if (toTarget === toParent || toTarget.target !== target || !inPk(toTarget)) continue;
        found.push({
          cardinality: 'many-to-many',
          target,
          fk: toTarget,
          direction: 'in',
          junction: { table: junction, toParent, toTarget },
        });
      }
    }
  }
  return found;
}

function matchesHint(rel: Relationship, hint: string): boolean {
  if (rel.junction) {
    return (
      rel.junction.table.name === hint ||
      rel.junction.toParent.name === hint ||
      rel.junction.toTarget.name === hint
    );
  }
  return rel.fk.name === hint || rel.fk.columns.includes(hint) || rel.fk.targetColumns.includes(hint);
}

function describe(rel: Relationship): string {
  const cols = (fk: ForeignKey) =>
    `${fk.table.name}(${fk.columns.join(', ')}) and ${fk.target.name}(${fk.targetColumns.join(', ')})`;
  if (rel.junction) {
    const j = rel.junction;
    return `${j.table.name} using ${j.toParent.name}(${j.toParent.columns.join(', ')}) and ${
      j.toTarget.name
    }(${j.toTarget.columns.join(', ')})`;
  }
  return `${rel.fk.name} using ${cols(rel.fk)}`;
}
