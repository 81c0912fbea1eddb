/**
 * What the intake accepts, from one description: which entities each workflow's dashboard reads (the
 * declarative table below, taken from the dashboards' `tables` in remotes/<family>/src/<slug>/), and
 * every entity's fields as the database itself defines them (column types, NOT NULL, defaults, enum
 * CHECK constraints, composite foreign keys), read from the catalogue once per process. Both the
 * validation of records and the JSON Schema of GET /api/intake/:workflow/schema come from that one
 * description (docs/intake.md), so they cannot disagree; what the description cannot express (ranges,
 * lengths) the database still enforces and the record is rejected with the constraint's column.
 */
import type { Database } from '../../db/port.ts';

/** URL entity name → table. `runs` are workflow_runs with executor 'engine'. */
export const ENTITY_TABLES = {
  leads: 'leads',
  campaigns: 'campaigns',
  deals: 'deals',
  social_posts: 'social_posts',
  chat_sessions: 'chat_sessions',
  chat_messages: 'chat_messages',
  orders: 'orders',
  products: 'products',
  emails: 'emails',
  documents: 'documents',
  hr_requests: 'hr_requests',
  job_applications: 'job_applications',
  onboardings: 'onboardings',
  invoices: 'invoices',
  financial_reports: 'financial_reports',
  database_queries: 'database_queries',
  dietitian_messages: 'dietitian_messages',
  runs: 'workflow_runs',
} as const;
export type EntityName = keyof typeof ENTITY_TABLES;

const KNOWLEDGE = ['documents', 'chat_sessions', 'chat_messages'] as const;
const CHAT = ['chat_sessions', 'chat_messages'] as const;

/** The tables each workflow's dashboard reads (every workflow also takes `runs`). */
const WORKFLOW_ENTITIES: Record<string, readonly EntityName[]> = {
  'lead-generation': ['leads', 'campaigns'],
  'automated-lead-generation': ['leads', 'campaigns'],
  'odoo-sales': ['deals'],
  'social-media-content': ['social_posts'],
  'whatsapp-sales': [...CHAT, 'orders', 'leads'],
  'whatsapp-chatbot': CHAT,
  'whatsapp-responder': CHAT,
  'whatsapp-product-catalog': ['products', 'orders', 'chat_sessions'],
  'whatsapp-dietitian': ['dietitian_messages'],
  'gmail-campaign': ['campaigns', 'emails'],
  'gmail-auto-responder': ['emails'],
  'gmail-email-labelling': ['emails'],
  'email-summary-agent': ['emails'],
  'rag-chatbot': KNOWLEDGE,
  'local-rag': KNOWLEDGE,
  'local-chatbot': KNOWLEDGE,
  'website-chatbot': [...KNOWLEDGE, 'leads'],
  'database-chat': ['database_queries'],
  'customer-support-automation': CHAT,
  'hr-service': ['hr_requests'],
  'job-application': ['job_applications'],
  'client-onboarding': ['onboardings'],
  'invoice-collection': ['invoices'],
  'financial-reports': ['financial_reports'],
};

export function isEntity(name: string): name is EntityName {
  return Object.hasOwn(ENTITY_TABLES, name);
}

export function entitiesOf(workflowSlug: string): EntityName[] {
  return [...(WORKFLOW_ENTITIES[workflowSlug] ?? []), 'runs'];
}

/** Columns the server sets (from the key) or the database maintains: never taken from a record. */
const SERVER_COLUMNS = new Set(['id', 'user_id', 'workflow_slug', 'updated_at']);
/** Per entity, columns the engine does not write: counters kept by triggers, the runs' executor. */
const NOT_WRITABLE: Partial<Record<EntityName, string[]>> = {
  chat_sessions: ['message_count'],
  runs: ['executor', 'steps'],
};

export type FieldKind = 'string' | 'integer' | 'number' | 'boolean' | 'json' | 'string[]';

export interface Field {
  name: string;
  kind: FieldKind;
  format?: 'uuid' | 'date-time' | 'date';
  /** NOT NULL: null is refused. */
  notNull: boolean;
  /** NOT NULL without a default: a new record must carry it (or its reference, see `refs`). */
  required: boolean;
  enum?: string[];
  maxLength?: number;
  /** Integers: the column type's range is -maximum - 1 .. maximum. */
  maximum?: number;
}

/** A parent row named by the sender's own id: `session_external_id` for `session_id`. */
export interface Reference {
  field: string;
  column: string;
  parentTable: string;
  /** The parent has workflow_slug: the reference is looked up within the key's workflow. */
  parentHasWorkflow: boolean;
}

export interface Entity {
  name: EntityName;
  table: string;
  fields: Map<string, Field>;
  refs: Reference[];
  /** The unique index a re-sent external_id meets. */
  conflictColumns: string[];
  hasWorkflowColumn: boolean;
}

interface ColumnRow {
  table: string;
  name: string;
  type: string;
  not_null: boolean;
  has_default: boolean;
  generated: boolean;
}

interface CheckRow {
  table: string;
  def: string;
}

interface ForeignKeyRow {
  table: string;
  columns: string[];
  parent: string;
}

function kindOf(type: string): Pick<Field, 'kind' | 'format' | 'maximum'> {
  if (type === 'uuid') return { kind: 'string', format: 'uuid' };
  if (type === 'smallint') return { kind: 'integer', maximum: 2 ** 15 - 1 };
  if (type === 'integer') return { kind: 'integer', maximum: 2 ** 31 - 1 };
  if (type === 'bigint') return { kind: 'integer', maximum: Number.MAX_SAFE_INTEGER };
  if (type.startsWith('numeric') || type === 'real' || type === 'double precision') return { kind: 'number' };
  if (type === 'boolean') return { kind: 'boolean' };
  if (type.startsWith('timestamp')) return { kind: 'string', format: 'date-time' };
  if (type === 'date') return { kind: 'string', format: 'date' };
  if (type === 'jsonb' || type === 'json') return { kind: 'json' };
  if (type.endsWith('[]')) return { kind: 'string[]' };
  return { kind: 'string' };
}

/** `CHECK ((col = ANY (ARRAY['a'::text, 'b'::text])))`, as pg_get_constraintdef prints `col in (…)`. */
const ENUM_CHECK = /^CHECK \(\((\w+) = ANY \(ARRAY\[(.*)\]\)\)\)$/;
/** `CHECK ((char_length(col) <= 200))`: a single column's length cap. */
const LENGTH_CHECK = /^CHECK \(\(char_length\((\w+)\) <= (\d+)\)\)$/;

function readChecks(checks: CheckRow[]) {
  const enums = new Map<string, string[]>();
  const lengths = new Map<string, number>();
  for (const { table, def } of checks) {
    const e = ENUM_CHECK.exec(def);
    if (e) {
      const values = [...(e[2] as string).matchAll(/'((?:[^']|'')*)'::text/g)].map((m) =>
        (m[1] as string).replaceAll("''", "'"),
      );
      enums.set(`${table}.${e[1]}`, values);
      continue;
    }
    const l = LENGTH_CHECK.exec(def);
    if (l) lengths.set(`${table}.${l[1]}`, Number(l[2]));
  }
  return { enums, lengths };
}

async function describeEntities(db: Database): Promise<Map<EntityName, Entity>> {
  const tables = Object.values(ENTITY_TABLES);
  const { rows: columns } = await db.query<ColumnRow>(
    `select c.relname as table, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
            a.attnotnull as not_null, a.atthasdef as has_default, a.attgenerated <> '' as generated
     from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relname = any($1::text[]) and a.attnum > 0 and not a.attisdropped
     order by c.relname, a.attnum`,
    [`{${tables.join(',')}}`],
  );
  const { rows: checks } = await db.query<CheckRow>(
    `select c.relname as table, pg_get_constraintdef(k.oid) as def
     from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relname = any($1::text[]) and k.contype = 'c'`,
    [`{${tables.join(',')}}`],
  );
  const { rows: foreignKeys } = await db.query<ForeignKeyRow>(
    `select c.relname as table, p.relname as parent,
            array(select a.attname::text from unnest(k.conkey) with ordinality as x(n, i)
                  join pg_attribute a on a.attrelid = k.conrelid and a.attnum = x.n order by x.i) as columns
     from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relname = any($1::text[]) and k.contype = 'f'`,
    [`{${tables.join(',')}}`],
  );
  const { enums, lengths } = readChecks(checks);
  const result = new Map<EntityName, Entity>();
  for (const [name, table] of Object.entries(ENTITY_TABLES) as [EntityName, string][]) {
    const own = columns.filter((c) => c.table === table);
    if (own.length === 0) continue; // a schema without this table
    const hidden = new Set(NOT_WRITABLE[name] ?? []);
    const fields = new Map<string, Field>();
    for (const c of own) {
      if (SERVER_COLUMNS.has(c.name) || hidden.has(c.name) || c.generated) continue;
      fields.set(c.name, {
        name: c.name,
        ...kindOf(c.type),
        notNull: c.not_null,
        required: c.not_null && !c.has_default,
        enum: enums.get(`${table}.${c.name}`),
        maxLength: lengths.get(`${table}.${c.name}`),
      });
    }
    const hasWorkflowColumn = own.some((c) => c.name === 'workflow_slug');
    // A composite key (x_id, user_id) → parent: the sender may name the parent by its external_id.
    const refs: Reference[] = foreignKeys
      .filter((k) => k.table === table && k.columns.length === 2 && k.columns[1] === 'user_id')
      .map((k) => {
        const column = k.columns[0] as string;
        return {
          field: `${column.replace(/_id$/, '')}_external_id`,
          column,
          parentTable: k.parent,
          parentHasWorkflow: columns.some((c) => c.table === k.parent && c.name === 'workflow_slug'),
        };
      })
      .filter((r) => fields.has(r.column) && Object.values(ENTITY_TABLES).includes(r.parentTable as never));
    // The unique index of the migration: per workflow, or per session for messages (which have none).
    const conflictColumns = hasWorkflowColumn
      ? ['user_id', 'workflow_slug', 'external_id']
      : ['user_id', 'session_id', 'external_id'];
    result.set(name, { name, table, fields, refs, conflictColumns, hasWorkflowColumn });
  }
  return result;
}

const described = new WeakMap<Database, Promise<Map<EntityName, Entity>>>();

/** The entities as this database defines them, read once per database handle. */
export function entityCatalogue(db: Database): Promise<Map<EntityName, Entity>> {
  let found = described.get(db);
  if (!found) {
    found = describeEntities(db);
    found.catch(() => described.delete(db)); // try again on the next request
    described.set(db, found);
  }
  return found;
}

// ---------------------------------------------------------------------------------------------------
// JSON Schema
// ---------------------------------------------------------------------------------------------------

function fieldSchema(field: Field): Record<string, unknown> {
  const schema: Record<string, unknown> = {};
  if (field.kind === 'json') {
    // Any JSON value.
  } else if (field.kind === 'string[]') {
    schema.type = 'array';
    schema.items = { type: 'string' };
  } else {
    schema.type = field.kind;
  }
  if (field.format) schema.format = field.format;
  if (field.enum) schema.enum = field.enum;
  if (field.maxLength !== undefined) schema.maxLength = field.maxLength;
  if (field.maximum !== undefined) {
    schema.minimum = -field.maximum - 1;
    schema.maximum = field.maximum;
  }
  if (!field.notNull && schema.type) schema.type = [schema.type, 'null'];
  if (!field.notNull && schema.enum) schema.enum = [...(schema.enum as string[]), null];
  return schema;
}

export function entityJsonSchema(entity: Entity): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const field of entity.fields.values()) properties[field.name] = fieldSchema(field);
  const required: string[] = [];
  const anyOf: unknown[] = [];
  for (const field of entity.fields.values()) {
    if (!field.required) continue;
    const ref = entity.refs.find((r) => r.column === field.name);
    if (ref) anyOf.push({ required: [field.name] }, { required: [ref.field] });
    else required.push(field.name);
  }
  for (const ref of entity.refs) {
    properties[ref.field] = {
      type: 'string',
      minLength: 1,
      maxLength: 200,
      description: `The external_id of a ${ref.parentTable} row you sent (instead of ${ref.column})`,
    };
  }
  const schema: Record<string, unknown> = {
    type: 'object',
    properties,
    required,
    additionalProperties: false,
  };
  if (anyOf.length) schema.anyOf = anyOf;
  return schema;
}

// ---------------------------------------------------------------------------------------------------
// Validation (the same fields)
// ---------------------------------------------------------------------------------------------------

export interface FieldError {
  field: string;
  message: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function fieldError(field: Field, value: unknown): string | undefined {
  if (value === null) return field.notNull ? 'must not be null' : undefined;
  switch (field.kind) {
    case 'json':
      return undefined;
    case 'string[]':
      return Array.isArray(value) && value.every((v) => typeof v === 'string')
        ? undefined
        : 'must be an array of strings';
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'must be true or false';
    case 'integer':
      return Number.isInteger(value) &&
        (value as number) <= (field.maximum ?? Number.MAX_SAFE_INTEGER) &&
        (value as number) >= -(field.maximum ?? Number.MAX_SAFE_INTEGER) - 1
        ? undefined
        : `must be an integer from ${-(field.maximum ?? Number.MAX_SAFE_INTEGER) - 1} to ${field.maximum ?? Number.MAX_SAFE_INTEGER}`;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? undefined : 'must be a number';
  }
  if (typeof value !== 'string') return 'must be a string';
  if (field.format === 'uuid' && !UUID.test(value)) return 'must be a uuid';
  if (field.format === 'date-time' && (Number.isNaN(Date.parse(value)) || !/^\d{4}-\d{2}-\d{2}T/.test(value)))
    return 'must be an ISO 8601 date and time';
  if (field.format === 'date' && (!DATE.test(value) || Number.isNaN(Date.parse(value))))
    return 'must be a date (YYYY-MM-DD)';
  if (field.enum && !field.enum.includes(value)) return `must be one of: ${field.enum.join(', ')}`;
  if (field.maxLength !== undefined && value.length > field.maxLength)
    return `must be at most ${field.maxLength} characters`;
  return undefined;
}

/** The field errors of one record (empty when it fits the entity). */
export function validateRecord(entity: Entity, record: unknown): FieldError[] {
  if (record === null || typeof record !== 'object' || Array.isArray(record)) {
    return [{ field: '', message: 'must be a JSON object' }];
  }
  const errors: FieldError[] = [];
  const values = record as Record<string, unknown>;
  for (const [name, value] of Object.entries(values)) {
    const field = entity.fields.get(name);
    const ref = entity.refs.find((r) => r.field === name);
    if (ref) {
      if (typeof value !== 'string' || value.length === 0 || value.length > 200)
        errors.push({ field: name, message: 'must be a string of 1 to 200 characters' });
      else if (name in values && values[ref.column] != null)
        errors.push({ field: name, message: `send ${ref.column} or ${ref.field}, not both` });
      continue;
    }
    if (!field) {
      errors.push({ field: name, message: 'is not a field of this entity' });
      continue;
    }
    const problem = fieldError(field, value);
    if (problem) errors.push({ field: name, message: problem });
  }
  for (const field of entity.fields.values()) {
    if (!field.required || values[field.name] !== undefined) continue;
    const ref = entity.refs.find((r) => r.column === field.name);
    if (ref && values[ref.field] !== undefined) continue;
    errors.push({ field: field.name, message: ref ? `is required (or ${ref.field})` : 'is required' });
  }
  return errors;
}
