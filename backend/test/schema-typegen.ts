/**
 * Writes contract/src/database.ts from a live, migrated database the way `supabase gen types
 * typescript` (postgres-meta) does: Row / Insert / Update / Relationships per table, Functions with Args
 * and Returns, and the helper types (Tables<>, TablesInsert<>, ...). It also emits `ColumnValues`, the
 * allowed values of every enumerated text column read from the check constraints, which gen types cannot
 * express (our enumerations are check constraints, not Postgres enums).
 *
 * Used by schema.test.ts, which fails when the committed file differs from this output and rewrites it
 * with UPDATE_DATABASE_TYPES=1.
 */
import type { Database } from '../src/db/port.ts';

interface ColumnInfo {
  table: string;
  name: string;
  type: string;
  elem: string | null;
  nullable: boolean;
  has_default: boolean;
  identity: string;
  generated: string;
}

interface RelationshipInfo {
  table: string;
  name: string;
  columns: string[];
  ref_table: string;
  ref_columns: string[];
  one_to_one: boolean;
}

interface FunctionInfo {
  name: string;
  arg_names: string[] | null;
  arg_types: string[];
  arg_defaults: number;
  return_type: string;
  returns_set: boolean;
  /** `returns table (…)`: the table's columns (argument mode 't'), in order. */
  table_columns: { name: string; type: string }[];
}

interface CheckInfo {
  table: string;
  name: string;
  definition: string;
}

const TYPE_MAP: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  json: 'Json',
  jsonb: 'Json',
  void: 'undefined',
  record: 'Record<string, unknown>',
};

const tsType = (type: string): string => TYPE_MAP[type] ?? 'string';

function columnType(c: ColumnInfo): string {
  return c.elem ? `${tsType(c.elem)}[]` : tsType(c.type);
}

async function introspect(db: Database) {
  const columns = (
    await db.query<ColumnInfo>(`
      select c.relname as table, a.attname as name, t.typname as type,
             case when t.typcategory = 'A' then et.typname end as elem,
             not a.attnotnull as nullable, a.atthasdef as has_default,
             a.attidentity::text as identity, a.attgenerated::text as generated
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_type t on t.oid = a.atttypid
      left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
      where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attname`)
  ).rows;

  const relationships = (
    await db.query<RelationshipInfo>(`
      select c.relname as table, con.conname as name,
             array(select a.attname::text from unnest(con.conkey) with ordinality k(attnum, i)
                   join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.i) as columns,
             rc.relname as ref_table,
             array(select a.attname::text from unnest(con.confkey) with ordinality k(attnum, i)
                   join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.i) as ref_columns,
             exists (select 1 from pg_constraint u
                     where u.conrelid = con.conrelid and u.contype in ('p', 'u')
                       and (select array_agg(x order by x) from unnest(u.conkey) x)
                         = (select array_agg(x order by x) from unnest(con.conkey) x)) as one_to_one
      from pg_constraint con
      join pg_class c on c.oid = con.conrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_class rc on rc.oid = con.confrelid
      where con.contype = 'f' and n.nspname = 'public'
      order by c.relname, con.conname`)
  ).rows;

  const functions = (
    await db.query<FunctionInfo>(`
      select p.proname as name, p.proargnames as arg_names,
             array(select format_type(t, null) from unnest(p.proargtypes) t) as arg_types,
             p.pronargdefaults as arg_defaults, rt.typname as return_type, p.proretset as returns_set,
             coalesce((select json_agg(json_build_object('name', p.proargnames[i], 'type', t.typname) order by i)
                       from generate_subscripts(p.proallargtypes, 1) i
                       join pg_type t on t.oid = p.proallargtypes[i]
                       where p.proargmodes[i] = 't'), '[]'::json) as table_columns
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      join pg_type rt on rt.oid = p.prorettype
      where n.nspname = 'public' and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')
      order by p.proname`)
  ).rows;

  const checks = (
    await db.query<CheckInfo>(`
      select c.relname as table, con.conname as name, pg_get_constraintdef(con.oid) as definition
      from pg_constraint con
      join pg_class c on c.oid = con.conrelid
      join pg_namespace n on n.oid = c.relnamespace
      where con.contype = 'c' and n.nspname = 'public'
      order by c.relname, con.conname`)
  ).rows;

  return { columns, relationships, functions, checks };
}

/** `col IN (...)` / `col = ANY (ARRAY[...])` check constraints → column → allowed values. */
export function enumeratedValues(checks: CheckInfo[]): Map<string, Map<string, string[]>> {
  const result = new Map<string, Map<string, string[]>>();
  const pattern = /^CHECK \(\(?\(?([a-z_]+) = ANY \(ARRAY\[(.+?)\]\)\)?\)?\)$/;
  for (const check of checks) {
    const match = pattern.exec(check.definition);
    if (!match?.[1] || !match[2]) continue;
    const values = [...match[2].matchAll(/'((?:[^']|'')*)'::(?:text|character varying)/g)].map((m) =>
      (m[1] ?? '').replaceAll("''", "'"),
    );
    if (values.length === 0) continue;
    const byColumn = result.get(check.table) ?? new Map<string, string[]>();
    byColumn.set(match[1], values);
    result.set(check.table, byColumn);
  }
  return result;
}

const q = (s: string) => `'${s.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
const key = (s: string) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(s) ? s : q(s));
/** `job_applications` → `jobApplicationsValues`: the constant of one table's column values. */
const valuesConst = (table: string) =>
  `${table.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())}Values`;

/** The database.ts source (before formatting). */
export async function generateDatabaseTypes(db: Database): Promise<string> {
  const { columns, relationships, functions, checks } = await introspect(db);
  const tables = [...new Set(columns.map((c) => c.table))].sort();
  const out: string[] = [];
  const line = (s: string) => out.push(s);

  line('/**');
  line(
    ' * GENERATED from the live schema (supabase/migrations) by backend/test/schema-typegen.ts, in the shape',
  );
  line(' * `supabase gen types typescript` writes. Do not edit: change a migration, then run');
  line(' * `UPDATE_DATABASE_TYPES=1 pnpm --filter @portal/backend exec vitest run test/schema.test.ts`.');
  line(' */');
  line('export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];');
  line('');
  line('export type Database = {');
  line('  // Allows to automatically instantiate createClient with right options');
  line("  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)");
  line("  __InternalSupabase: { PostgrestVersion: '12' };");
  line('  public: {');
  line('    Tables: {');
  for (const table of tables) {
    const cols = columns.filter((c) => c.table === table);
    line(`      ${key(table)}: {`);
    line('        Row: {');
    for (const c of cols) line(`          ${key(c.name)}: ${columnType(c)}${c.nullable ? ' | null' : ''};`);
    line('        };');
    for (const kind of ['Insert', 'Update'] as const) {
      line(`        ${kind}: {`);
      for (const c of cols) {
        if (c.identity === 'a' || c.generated === 's') {
          line(`          ${key(c.name)}?: never;`);
          continue;
        }
        const optional = kind === 'Update' || c.nullable || c.has_default || c.identity === 'd';
        line(
          `          ${key(c.name)}${optional ? '?' : ''}: ${columnType(c)}${c.nullable ? ' | null' : ''};`,
        );
      }
      line('        };');
    }
    const rels = relationships.filter((r) => r.table === table);
    if (rels.length === 0) {
      line('        Relationships: [];');
    } else {
      line('        Relationships: [');
      for (const r of rels) {
        line('          {');
        line(`            foreignKeyName: ${q(r.name)};`);
        line(`            columns: [${r.columns.map(q).join(', ')}];`);
        line(`            isOneToOne: ${r.one_to_one};`);
        line(`            referencedRelation: ${q(r.ref_table)};`);
        line(`            referencedColumns: [${r.ref_columns.map(q).join(', ')}];`);
        line('          },');
      }
      line('        ];');
    }
    line('      };');
  }
  line('    };');
  line('    Views: { [_ in never]: never };');
  line('    Functions: {');
  for (const f of functions) {
    const names = f.arg_names ?? [];
    const firstDefault = f.arg_types.length - f.arg_defaults;
    const args = f.arg_types.map((type, i) => {
      const base = type.endsWith('[]') ? `${tsType(type.slice(0, -2))}[]` : tsType(pgTypeName(type));
      return `${key(names[i] ?? `arg${i}`)}${i >= firstDefault ? '?' : ''}: ${base}`;
    });
    // A function returning a table's row type (`returns setof public.t`) returns that table's rows;
    // `returns table (…)` its own columns (non-null, as `supabase gen types` writes them).
    const returns = tables.includes(f.return_type)
      ? `Database['public']['Tables']['${f.return_type}']['Row']`
      : f.table_columns.length > 0
        ? `{ ${f.table_columns.map((c) => `${key(c.name)}: ${tsType(c.type)}`).join('; ')} }`
        : tsType(f.return_type);
    line(`      ${key(f.name)}: {`);
    line(`        Args: ${args.length === 0 ? 'never' : `{ ${args.join('; ')} }`};`);
    line(`        Returns: ${f.returns_set ? `${returns}[]` : returns};`);
    line('      };');
  }
  line('    };');
  line('    Enums: { [_ in never]: never };');
  line('    CompositeTypes: { [_ in never]: never };');
  line('  };');
  line('};');
  line('');
  out.push(HELPER_TYPES);
  line('');
  line('export const Constants = {');
  line('  public: {');
  line('    Enums: {},');
  line('  },');
  line('} as const;');
  line('');
  // One constant per table, so that an app which reads a few tables' values bundles only those (an
  // object of every table, read by name, can be dropped by no bundler); `ColumnValues` gathers them.
  const enumerated = enumeratedValues(checks);
  const valueTables = [...enumerated.keys()].sort();
  for (const table of valueTables) {
    line(`/** The allowed values of the enumerated columns of \`${table}\` (see ColumnValues). */`);
    line(`export const ${valuesConst(table)} = {`);
    const byColumn = enumerated.get(table) ?? new Map<string, string[]>();
    for (const column of [...byColumn.keys()].sort()) {
      line(`  ${key(column)}: [${(byColumn.get(column) ?? []).map(q).join(', ')}],`);
    }
    line('} as const;');
    line('');
  }
  line('/**');
  line(
    ' * The allowed values of every enumerated text column, read from its check constraint (statuses, types,',
  );
  line(
    ' * urgency, timeline, categories, ...). Use them for selects, filters and badges instead of repeating',
  );
  line(
    ' * the lists: a migration that changes a constraint changes this object. Code that ships to browsers',
  );
  line(" * imports a table's own constant (`invoicesValues`), which bundlers keep alone.");
  line(' */');
  line('export const ColumnValues = {');
  for (const table of valueTables) line(`  ${key(table)}: ${valuesConst(table)},`);
  line('} as const;');
  line('');
  line('type ColumnValueTables = typeof ColumnValues;');
  line('');
  line(
    "/** One allowed value, e.g. `ColumnValue<'workflow_runs', 'status'>` = `'queued' | 'running' | ...`. */",
  );
  line('export type ColumnValue<');
  line('  T extends keyof ColumnValueTables,');
  line('  C extends keyof ColumnValueTables[T],');
  line('> = ColumnValueTables[T][C] extends readonly (infer V)[] ? V : never;');
  return `${out.join('\n')}\n`;
}

/** format_type() spellings → pg_type names for TYPE_MAP. */
function pgTypeName(formatted: string): string {
  const map: Record<string, string> = {
    boolean: 'bool',
    smallint: 'int2',
    integer: 'int4',
    bigint: 'int8',
    real: 'float4',
    'double precision': 'float8',
    numeric: 'numeric',
    json: 'json',
    jsonb: 'jsonb',
  };
  return map[formatted] ?? formatted;
}

const HELPER_TYPES = `type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema['Tables']
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema['Tables']
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema['Enums']
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema['CompositeTypes']
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;`;
