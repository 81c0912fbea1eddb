import type { Database } from '../../db/port.ts';
import { pgArray } from '../sql/quote.ts';

/** Raw catalog facts, read as one JSON document so both engines' drivers parse nothing themselves. */
export interface CatalogSnapshot {
  relations: {
    oid: number;
    schema: string;
    name: string;
    kind: string;
  }[];
  columns: {
    rel: number;
    name: string;
    num: number;
    type: string;
    typname: string;
    typcategory: string;
    notnull: boolean;
    default: string | null;
    identity: string;
    generated: string;
  }[];
  /** Primary keys ('p'), unique constraints ('u') and unique indexes ('i'); columns in key order. */
  keys: { rel: number; kind: string; name: string; cols: string[] }[];
  foreignKeys: {
    name: string;
    rel: number;
    cols: string[];
    frel: number;
    fcols: string[];
  }[];
  functions: {
    oid: number;
    schema: string;
    name: string;
    nargs: number;
    ndefaults: number;
    args: { name: string | null; type: string; typname: string; mode: string }[];
    rettype: string;
    rettypname: string;
    rettyptype: string;
    retrel: number;
    retset: boolean;
    volatile: string;
    variadic: boolean;
    /** Which API roles hold EXECUTE (for the OpenAPI description, which lists what the caller may call). */
    executableBy: string[];
  }[];
  /** Type names (`typname`) usable in `::casts`: pg_catalog plus the exposed schemas. */
  types: { schema: string; name: string }[];
  /** A digest of everything above, to detect schema changes cheaply. */
  signature: string;
}

/**
 * A digest of the parts of the catalog the cache depends on, for the periodic staleness check. Kept to
 * counts and oid sums so it is cheap on PGlite (one backend for everything).
 */
export const SIGNATURE_SQL = `
select concat_ws(':',
  (select count(*) || '/' || coalesce(sum(c.oid::int8 + c.relnatts), 0)
     from pg_class c where c.relnamespace = any(select oid from pg_namespace where nspname = any($1::text[]))),
  (select count(*) || '/' || coalesce(sum(a.attrelid::int8 + a.attnum + a.atttypid::int8), 0)
     from pg_attribute a join pg_class c on c.oid = a.attrelid
    where c.relnamespace = any(select oid from pg_namespace where nspname = any($1::text[]))
      and a.attnum > 0 and not a.attisdropped),
  (select count(*) || '/' || coalesce(sum(oid::int8), 0) from pg_constraint
    where connamespace = any(select oid from pg_namespace where nspname = any($1::text[]))),
  (select count(*) || '/' || coalesce(sum(oid::int8), 0) from pg_proc
    where pronamespace = any(select oid from pg_namespace where nspname = any($1::text[]))),
  (select count(*) from pg_attrdef d join pg_class c on c.oid = d.adrelid
    where c.relnamespace = any(select oid from pg_namespace where nspname = any($1::text[])))
) as signature`;

const SNAPSHOT_SQL = `
with ns as (select oid, nspname from pg_namespace where nspname = any($1::text[])),
rels as (
  select c.oid, n.nspname as schema, c.relname as name, c.relkind::text as kind
  from pg_class c join ns n on n.oid = c.relnamespace
  where c.relkind in ('r', 'v', 'm', 'f', 'p')
)
select json_build_object(
  'relations', coalesce((select json_agg(r) from rels r), '[]'),
  'columns', coalesce((
    select json_agg(json_build_object(
      'rel', a.attrelid, 'name', a.attname, 'num', a.attnum,
      'type', format_type(a.atttypid, a.atttypmod), 'typname', t.typname,
      'typcategory', t.typcategory::text, 'notnull', a.attnotnull,
      'default', pg_get_expr(d.adbin, d.adrelid),
      'identity', a.attidentity::text, 'generated', a.attgenerated::text) order by a.attrelid, a.attnum)
    from pg_attribute a
    join rels r on r.oid = a.attrelid
    join pg_type t on t.oid = a.atttypid
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attnum > 0 and not a.attisdropped), '[]'),
  'keys', coalesce((
    select json_agg(k) from (
      select con.conrelid as rel, con.contype::text as kind, con.conname as name,
        (select array_agg(a.attname order by u.i) from unnest(con.conkey) with ordinality u(n, i)
           join pg_attribute a on a.attrelid = con.conrelid and a.attnum = u.n) as cols
      from pg_constraint con join rels r on r.oid = con.conrelid
      where con.contype in ('p', 'u')
      union all
      select i.indrelid, 'i', ic.relname,
        (select array_agg(a.attname order by u.i) from unnest(i.indkey::int2[]) with ordinality u(n, i)
           join pg_attribute a on a.attrelid = i.indrelid and a.attnum = u.n)
      from pg_index i join rels r on r.oid = i.indrelid join pg_class ic on ic.oid = i.indexrelid
      where i.indisunique and i.indpred is null and i.indexprs is null
    ) k), '[]'),
  'foreignKeys', coalesce((
    select json_agg(json_build_object(
      'name', con.conname, 'rel', con.conrelid, 'frel', con.confrelid,
      'cols', (select array_agg(a.attname order by u.i) from unnest(con.conkey) with ordinality u(n, i)
                 join pg_attribute a on a.attrelid = con.conrelid and a.attnum = u.n),
      'fcols', (select array_agg(a.attname order by u.i) from unnest(con.confkey) with ordinality u(n, i)
                  join pg_attribute a on a.attrelid = con.confrelid and a.attnum = u.n)))
    from pg_constraint con
    where con.contype = 'f'
      and con.conrelid in (select oid from rels) and con.confrelid in (select oid from rels)), '[]'),
  'functions', coalesce((
    select json_agg(json_build_object(
      'oid', p.oid, 'schema', n.nspname, 'name', p.proname, 'nargs', p.pronargs,
      'ndefaults', p.pronargdefaults,
      'args', coalesce((
        select json_agg(json_build_object(
          'name', nullif(p.proargnames[u.i], ''), 'type', format_type(u.t, null), 'typname', at.typname,
          'mode', coalesce(p.proargmodes[u.i]::text, 'i')) order by u.i)
        from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(t, i)
        join pg_type at on at.oid = u.t), '[]'),
      'rettype', format_type(p.prorettype, null), 'rettypname', rt.typname,
      'rettyptype', rt.typtype::text, 'retrel', rt.typrelid, 'retset', p.proretset,
      'volatile', p.provolatile::text, 'variadic', p.provariadic <> 0,
      'executableBy', array(
        select r.rolname from pg_roles r
        where r.rolname in ('anon', 'authenticated', 'service_role')
          and has_function_privilege(r.oid, p.oid, 'EXECUTE') order by 1)))
    from pg_proc p join ns n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
    where p.prokind = 'f'), '[]'),
  'types', coalesce((
    select json_agg(json_build_object('schema', tn.nspname, 'name', t.typname))
    from pg_type t join pg_namespace tn on tn.oid = t.typnamespace
    where (tn.nspname = 'pg_catalog' or tn.nspname = any($1::text[]))
      and t.typtype in ('b', 'd', 'e', 'r', 'm') and t.typname !~ '^(pg_|_)'), '[]')
)::text as snapshot`;

export async function readSignature(db: Database, schemas: string[]): Promise<string> {
  const { rows } = await db.query<{ signature: string }>(SIGNATURE_SQL, [pgArray(schemas)]);
  return rows[0]?.signature ?? '';
}

export async function readCatalog(db: Database, schemas: string[]): Promise<CatalogSnapshot> {
  return db.transaction(async (tx) => {
    const sig = await tx.query<{ signature: string }>(SIGNATURE_SQL, [pgArray(schemas)]);
    const { rows } = await tx.query<{ snapshot: string }>(SNAPSHOT_SQL, [pgArray(schemas)]);
    const snapshot = JSON.parse(rows[0]?.snapshot ?? '{}') as CatalogSnapshot;
    snapshot.signature = sig.rows[0]?.signature ?? '';
    return snapshot;
  });
}
