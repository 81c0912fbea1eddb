/**
 * POST /api/intake/:workflow/:entity: an engine's records, written as the key's client and workflow
 * (docs/intake.md). Valid records are stored even when others in the batch are rejected; a record with
 * an external_id already sent updates that row. Rows are ordinary inserts into the published tables, so
 * an open dashboard's realtime subscription sees them like any other change.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isPgError, type PgError, type Tx } from '../../db/port.ts';
import { JsonTooDeepError, parseJson } from '../../http/json.ts';
import { sendJson } from '../../http/respond.ts';
import type { StackContext } from '../../http/types.ts';
import { ApiError, findNulCharacter, readBody } from '../http.ts';
import { SERVICE_ROLE } from '../identity.ts';
import { type Entity, type FieldError, validateRecord } from './entities.ts';
import type { KeyHolder } from './keys.ts';

export const INTAKE_BODY_LIMIT = 5 * 1024 * 1024;
export const INTAKE_MAX_RECORDS = 1000;
/** Fields that say whose row it is: only the key says that, so a body carrying them is refused whole. */
const OWNER_FIELDS = ['user_id', 'workflow_slug'] as const;

export interface Rejected {
  index: number;
  errors: FieldError[];
}

export interface IntakeResult {
  inserted: number;
  updated: number;
  rejected: Rejected[];
}

/** The JSON body: one record or an array of at most INTAKE_MAX_RECORDS, after the 413/415/400 checks. */
export async function readRecords(req: IncomingMessage): Promise<unknown[]> {
  const type = req.headers['content-type'] ?? '';
  if (!/^application\/([\w.+-]*\+)?json\b/i.test(type)) {
    throw new ApiError(415, 'unsupported_media_type', 'Send the records as application/json');
  }
  const raw = await readBody(req, INTAKE_BODY_LIMIT);
  let body: unknown;
  try {
    body = parseJson(raw.toString('utf8'));
  } catch (e) {
    if (e instanceof JsonTooDeepError) throw new ApiError(400, 'invalid_json', e.message);
    throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON');
  }
  const records = Array.isArray(body) ? body : [body];
  if (records.length > INTAKE_MAX_RECORDS) {
    throw new ApiError(
      413,
      'too_many_records',
      `Send at most ${INTAKE_MAX_RECORDS} records a request (this one has ${records.length})`,
    );
  }
  if (records.length === 0) throw new ApiError(400, 'no_records', 'Send a record or a non-empty array');
  records.forEach((record, index) => {
    if (record === null || typeof record !== 'object' || Array.isArray(record)) return;
    for (const field of OWNER_FIELDS) {
      if (field in record) {
        throw new ApiError(
          400,
          'owner_field_refused',
          `Record ${index} carries "${field}": rows belong to the key's client and workflow, never the body's`,
          { index, field },
        );
      }
    }
  });
  const nulAt = findNulCharacter(records);
  if (nulAt)
    throw new ApiError(400, 'invalid_text', `Invalid ${nulAt}: text may not contain the NUL character`);
  return records;
}

/** The column a database error is about, for the rejected record's `field`. */
function errorField(entity: Entity, e: PgError): string {
  const column = (e as PgError & { column?: string }).column;
  if (column) return column;
  const constraint = (e as PgError & { constraint?: string }).constraint ?? '';
  const text = `${constraint} ${e.message}`;
  for (const name of entity.fields.keys()) if (text.includes(name)) return name;
  return '';
}

/**
 * Class 22 (bad value), 23 (constraint), a trigger's own exception (P0001) and a row touched twice by one
 * statement (21000): the records' fault, reported on the record that causes it when written alone.
 */
function isRecordError(e: unknown): e is PgError {
  return (
    isPgError(e) &&
    (e.code.startsWith('22') || e.code.startsWith('23') || e.code === 'P0001' || e.code === '21000')
  );
}

interface Prepared {
  index: number;
  record: Record<string, unknown>;
}

/** Resolves `<parent>_external_id` fields to the parent's id among the key's client's rows. */
async function resolveReferences(
  tx: Tx,
  entity: Entity,
  holder: KeyHolder,
  records: Prepared[],
  rejected: Rejected[],
) {
  const kept: Prepared[] = [];
  const ids = new Map<string, Map<string, string>>();
  for (const ref of entity.refs) {
    const wanted = [...new Set(records.map((r) => r.record[ref.field]).filter((v) => typeof v === 'string'))];
    if (!wanted.length) continue;
    const { rows } = await tx.query<{ id: string; external_id: string }>(
      `select id, external_id from public.${ref.parentTable}
       where user_id = $1 and external_id = any($2::text[])${ref.parentHasWorkflow ? ' and workflow_slug = $3' : ''}`,
      ref.parentHasWorkflow ? [holder.userId, wanted, holder.workflowSlug] : [holder.userId, wanted],
    );
    ids.set(ref.field, new Map(rows.map((r) => [r.external_id, r.id])));
  }
  for (const item of records) {
    const errors: FieldError[] = [];
    const record = { ...item.record };
    for (const ref of entity.refs) {
      const value = record[ref.field];
      if (typeof value !== 'string') continue;
      const id = ids.get(ref.field)?.get(value);
      if (!id) errors.push({ field: ref.field, message: `no ${ref.parentTable} row has this external_id` });
      else record[ref.column] = id;
      delete record[ref.field];
    }
    if (errors.length) rejected.push({ index: item.index, errors });
    else kept.push({ index: item.index, record });
  }
  return kept;
}

/** One INSERT … ON CONFLICT for records with the same fields (absent fields keep their defaults). */
function upsertSql(entity: Entity, columns: string[]): string {
  const quoted = columns.map((c) => `"${c}"`);
  const owner = entity.hasWorkflowColumn ? ['user_id', 'workflow_slug'] : ['user_id'];
  const ownerValues = entity.hasWorkflowColumn ? ['$2::uuid', '$3::text'] : ['$2::uuid'];
  const extra =
    entity.name === 'runs' ? { columns: ['executor'], values: [`'engine'`] } : { columns: [], values: [] };
  const insertColumns = [...quoted, ...owner, ...extra.columns];
  const values = [...quoted.map((c) => `r.${c}`), ...ownerValues, ...extra.values];
  const conflict = columns.includes('external_id')
    ? `on conflict (${entity.conflictColumns.join(', ')}) do update set ${
        quoted
          .filter((c) => c !== '"external_id"')
          .map((c) => `${c} = excluded.${c}`)
          .join(', ') || '"external_id" = excluded."external_id"'
      }`
    : '';
  return `insert into public.${entity.table} as t (${insertColumns.join(', ')})
    select ${values.join(', ')}
    from jsonb_array_elements($1::jsonb) with ordinality as e(doc, n)
    cross join lateral jsonb_populate_record(null::public.${entity.table}, e.doc) as r
    order by e.n
    ${conflict}
    returning (xmax = 0) as inserted`;
}

async function writeGroup(
  tx: Tx,
  entity: Entity,
  holder: KeyHolder,
  columns: string[],
  group: Prepared[],
  result: IntakeResult,
) {
  const sql = upsertSql(entity, columns);
  const params = (items: Prepared[]) => {
    const base = [JSON.stringify(items.map((i) => i.record)), holder.userId];
    return entity.hasWorkflowColumn ? [...base, holder.workflowSlug] : base;
  };
  const count = (rows: { inserted: boolean }[]) => {
    for (const row of rows) {
      if (row.inserted) result.inserted++;
      else result.updated++;
    }
  };
  await tx.query('savepoint intake_group');
  try {
    count((await tx.query<{ inserted: boolean }>(sql, params(group))).rows);
    await tx.query('release savepoint intake_group');
    return;
  } catch (e) {
    await tx.query('rollback to savepoint intake_group');
    if (!isRecordError(e)) throw e;
  }
  // One record broke the statement: write them one by one to keep the good ones.
  for (const item of group) {
    await tx.query('savepoint intake_record');
    try {
      count((await tx.query<{ inserted: boolean }>(sql, params([item]))).rows);
      await tx.query('release savepoint intake_record');
    } catch (e) {
      await tx.query('rollback to savepoint intake_record');
      if (!isRecordError(e)) throw e;
      result.rejected.push({
        index: item.index,
        errors: [{ field: errorField(entity, e), message: e.message }],
      });
    }
  }
}

/** Validates and writes the records; answers 200 with what happened to each. */
export async function writeRecords(
  ctx: StackContext,
  holder: KeyHolder,
  entity: Entity,
  records: unknown[],
  res: ServerResponse,
) {
  const result: IntakeResult = { inserted: 0, updated: 0, rejected: [] };
  let valid: Prepared[] = [];
  const seen = new Map<string, number>();
  records.forEach((record, index) => {
    const errors = validateRecord(entity, record);
    const values = record as Record<string, unknown>;
    const external =
      errors.length === 0 && typeof values.external_id === 'string' ? values.external_id : null;
    // Twice in one request would make the statement touch a row twice: the first one wins the slot.
    // The scope of an external_id is the workflow, or the session for messages (entities.ts).
    const session = entity.hasWorkflowColumn
      ? ''
      : String(values.session_id ?? values.session_external_id ?? '');
    const scope = external === null ? null : `${session}\u0000${external}`;
    if (scope !== null && seen.has(scope)) {
      errors.push({ field: 'external_id', message: `repeats the external_id of record ${seen.get(scope)}` });
    } else if (scope !== null) seen.set(scope, index);
    if (errors.length) result.rejected.push({ index, errors });
    else valid.push({ index, record: values });
  });

  await ctx.db.withIdentity(SERVICE_ROLE, async (tx) => {
    valid = await resolveReferences(tx, entity, holder, valid, result.rejected);
    const groups = new Map<string, Prepared[]>();
    for (const item of valid) {
      const signature = Object.keys(item.record).sort().join(',');
      const group = groups.get(signature);
      if (group) group.push(item);
      else groups.set(signature, [item]);
    }
    for (const [signature, group] of groups) {
      await writeGroup(tx, entity, holder, signature ? signature.split(',') : [], group, result);
    }
    const written = result.inserted + result.updated;
    // Usage per hour (the key list's "last 24 h"), last use, and when data last arrived.
    await tx.query(
      `with usage as (
         insert into private.intake_key_usage as u (key_id, hour, requests, rows_written)
         values ($1, date_trunc('hour', now()), 1, $2)
         on conflict (key_id, hour) do update set requests = u.requests + 1, rows_written = u.rows_written + $2
       )
       update public.intake_keys set last_used_at = now() where id = $1`,
      [holder.keyId, written],
    );
    if (written > 0) {
      await tx.query(
        `insert into public.workflow_data_freshness as f (user_id, workflow_slug, last_arrived_at)
         values ($1, $2, now())
         on conflict (user_id, workflow_slug) do update set last_arrived_at = now(), stale_alerted_at = null`,
        [holder.userId, holder.workflowSlug],
      );
    }
  });
  result.rejected.sort((a, b) => a.index - b.index);
  sendJson(res, 200, result);
}
