import { columnNotFound, parseError, RestError } from '../errors.ts';
import type { Condition, FieldRef, LevelParams, SelectNode } from '../parse/ast.ts';
import { MAX_COLUMNS } from '../parse/select.ts';
import type { SchemaCache } from '../schema/cache.ts';
import type { Column, Table } from '../schema/model.ts';
import { isToOne, resolveRelationship } from './relationships.ts';
import type { ChildPlan, Cond, OrderItem, ReadPlan, Source, ValueRef } from './types.ts';

export interface PlanContext {
  cache: SchemaCache;
  /** PostgREST's db-aggregates-enabled; off on hosted Supabase unless the project enables it. */
  aggregates: boolean;
  levels: Map<string, LevelParams>;
  /** Level paths that matched an embed (others are an error: PGRST108). */
  used: Set<string>;
  nextAlias: number;
  /** Columns selected so far over every level, `*` counted as the columns it stands for. */
  outputs: number;
}

export function newPlanContext(
  cache: SchemaCache,
  levels: Map<string, LevelParams>,
  aggregates: boolean,
): PlanContext {
  return { cache, aggregates, levels, used: new Set(), nextAlias: 0, outputs: 0 };
}

export function sourceColumns(source: Source): Map<string, Column | { name: string; type: string }> {
  if (source.kind === 'function') {
    const { fn } = source;
    const r = fn.returns;
    if (source.table) return source.table.columnsByName;
    // A set-returning scalar function is a one-column relation named after the function.
    const cols = r.kind === 'rows' ? r.columns : r.kind === 'scalar' ? [{ name: fn.name, type: r.type }] : [];
    return new Map(cols.map((c) => [c.name, c]));
  }
  return source.table.columnsByName;
}

/**
 * The select parser caps the columns it reads, but `*` stands for a whole table: `select=*` repeated
 * 200 times asks Postgres for more columns than a row may have (54011, a 500). Counted here, where a
 * star's width is known, over the whole request.
 */
function countOutputs(ctx: PlanContext, n: number) {
  ctx.outputs += n;
  if (ctx.outputs > MAX_COLUMNS) {
    throw parseError('select', `more than ${MAX_COLUMNS} columns (a * counts as every column of its table)`);
  }
}

function sourceTable(source: Source): Table | undefined {
  return source.table;
}

/** Resolves a select tree and its per-level parameters against the schema cache. */
export function planRead(
  ctx: PlanContext,
  source: Source,
  label: string,
  select: SelectNode[],
  path = '',
): ReadPlan {
  const plan: ReadPlan = {
    source,
    label,
    alias: `t${ctx.nextAlias++}`,
    columns: sourceColumns(source),
    outputs: [],
    conditions: [],
    order: [],
    grouped: false,
  };
  ctx.used.add(path);
  const embeds = new Map<string, ChildPlan>();

  for (const node of select) {
    countOutputs(ctx, node.kind === 'star' ? plan.columns.size : 1);
    if (node.kind === 'star') {
      for (const name of plan.columns.keys()) {
        plan.outputs.push({ kind: 'value', key: name, value: { column: name, json: [] } });
      }
    } else if (node.kind === 'column') {
      const value = resolveValue(ctx, plan, node.field, node.aggregate ? node.inputCast : node.cast);
      const jsonKey = node.field.json[node.field.json.length - 1]?.key;
      if (node.aggregate) {
        requireAggregates(ctx);
        plan.grouped = true;
        plan.outputs.push({
          kind: 'aggregate',
          key: node.alias ?? node.aggregate,
          fn: node.aggregate,
          value,
          cast: castType(ctx, node.cast),
        });
      } else plan.outputs.push({ kind: 'value', key: node.alias ?? jsonKey ?? node.field.name, value });
    } else if (node.kind === 'count') {
      requireAggregates(ctx);
      plan.grouped = true;
      plan.outputs.push({
        kind: 'aggregate',
        key: node.alias ?? 'count',
        fn: 'count*',
        cast: castType(ctx, node.cast),
      });
    } else {
      const table = sourceTable(source);
      if (!table) {
        throw new RestError(
          400,
          'PGRST200',
          `Could not find a relationship between '${label}' and '${node.name}' in the schema cache`,
        );
      }
      const rel = resolveRelationship(ctx.cache, table, node.name, node.hint);
      const key = node.alias ?? node.name;
      const base = path ? `${path}.` : '';
      const childPath = ctx.levels.has(base + key) || !node.alias ? base + key : base + node.name;
      const childPlan = planRead(
        ctx,
        { kind: 'table', table: rel.target },
        rel.target.name,
        node.children,
        childPath,
      );
      const child: ChildPlan = {
        plan: childPlan,
        rel,
        parentAlias: plan.alias,
        toOne: isToOne(rel),
        inner: node.join === 'inner',
      };
      if (node.spread && !child.toOne) {
        throw new RestError(
          400,
          'PGRST119',
          `A spread operation on '${node.name}' is not possible`,
          `'${label}' and '${node.name}' do not form a many-to-one or one-to-one relationship`,
        );
      }
      embeds.set(key, child);
      if (node.alias) embeds.set(node.name, child);
      if (child.inner) plan.conditions.push({ kind: 'exists', negate: false, child });
      if (node.children.length > 0) {
        plan.outputs.push(node.spread ? { kind: 'spread', child } : { kind: 'embed', key, child });
      }
    }
  }

  const params = ctx.levels.get(path);
  if (params) {
    for (const c of params.conditions) plan.conditions.push(resolveCondition(ctx, plan, embeds, c));
    plan.order = (params.order ?? []).map((t): OrderItem => {
      if (t.relation === undefined) {
        return {
          expr: { kind: 'value', value: resolveValue(ctx, plan, t.field) },
          direction: t.direction,
          nulls: t.nulls,
        };
      }
      const child = embeds.get(t.relation);
      if (!child?.toOne) {
        throw new RestError(
          400,
          'PGRST118',
          `A related order on '${t.relation}' is not possible`,
          child
            ? `'${label}' and '${t.relation}' do not form a many-to-one or one-to-one relationship`
            : null,
          child ? null : `Verify that '${t.relation}' is included in the 'select' query parameter.`,
        );
      }
      const value = resolveValue(ctx, child.plan, t.field);
      return { expr: { kind: 'related', child, value }, direction: t.direction, nulls: t.nulls };
    });
    plan.limit = params.limit;
    plan.offset = params.offset;
  }
  return plan;
}

/** Every `rel.x=` parameter must address an embedded resource of the select (PGRST108). */
export function checkLevelsUsed(ctx: PlanContext): void {
  for (const path of ctx.levels.keys()) {
    if (!ctx.used.has(path)) {
      const name = path.split('.').pop() ?? path;
      throw new RestError(
        400,
        'PGRST108',
        `'${name}' is not an embedded resource in this request`,
        null,
        `Verify that '${name}' is included in the 'select' query parameter.`,
      );
    }
  }
}

function requireAggregates(ctx: PlanContext) {
  if (!ctx.aggregates) throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
}

export function castType(ctx: PlanContext, cast: string | undefined): string | undefined {
  if (cast === undefined) return undefined;
  const type = ctx.cache.castType(cast);
  if (!type) throw new RestError(400, '42704', `type "${cast}" does not exist`);
  return type;
}

export function resolveValue(ctx: PlanContext, plan: ReadPlan, field: FieldRef, cast?: string): ValueRef {
  if (!plan.columns.has(field.name)) throw columnNotFound(plan.label, field.name);
  return { column: field.name, json: field.json, cast: castType(ctx, cast) };
}

function resolveCondition(
  ctx: PlanContext,
  plan: ReadPlan,
  embeds: Map<string, ChildPlan>,
  c: Condition,
): Cond {
  if (c.kind === 'logic') {
    return {
      kind: 'logic',
      op: c.op,
      negate: c.negate,
      children: c.children.map((x) => resolveCondition(ctx, plan, embeds, x)),
    };
  }
  const name = c.field.name;
  if (!plan.columns.has(name) && c.field.json.length === 0) {
    const child = embeds.get(name);
    if (child) {
      if (c.op !== 'is' || c.value.type !== 'is' || c.value.value !== 'null') {
        throw parseError(
          `filter on '${name}'`,
          'only "is.null" and "not.is.null" can filter on an embedded resource',
        );
      }
      // rel=is.null ⇒ no embedded row; rel=not.is.null ⇒ at least one.
      return { kind: 'exists', negate: !c.negate, child };
    }
    if (name.includes('.')) {
      throw parseError(`filter on '${name}'`, 'embedded columns cannot be used inside a logic tree');
    }
  }
  const value = resolveValue(ctx, plan, c.field);
  const column = plan.columns.get(name);
  return { kind: 'filter', value, column: column && 'typname' in column ? column : undefined, filter: c };
}
