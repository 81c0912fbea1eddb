/**
 * `pnpm new:dashboard <slug>`: writes a working dashboard for a catalogue workflow into its family's
 * remote and registers it, so a new dashboard starts from the toolkit's shape rather than a copy of
 * another one. It shows the workflow's runs (every workflow has them) live and as a sample; replace
 * the data, the figures and the tabs with the workflow's own. Creates the family's i18n namespace and
 * contract test if the family has none yet. See docs/contributing.md, "Adding a dashboard".
 *
 *   pnpm new:dashboard <slug> [--root <copy of the repository>] [--no-format]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isWorkflowSlug } from '../contract/src/catalogue/slugs.ts';
import { catalogueEntry } from '../contract/src/catalogue/workflows.ts';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
/** `--root DIR`: write into another copy of the repository (the scaffolder's own test does). */
const ROOT = path.resolve(option('--root') ?? fileURLToPath(new URL('..', import.meta.url)));
const slug = args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--root') ?? '';
if (!isWorkflowSlug(slug)) {
  console.error(`usage: pnpm new:dashboard <slug>   (a workflow of the catalogue; "${slug}" is not one)`);
  process.exit(2);
}
const { family, name } = catalogueEntry(slug);
const pascal = slug.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
/** The family's typed translation hook, as its i18n/index.ts names it (written below if missing). */
function familyHookName(): string {
  const index = path.join(ROOT, 'remotes', family, 'src', 'i18n', 'index.ts');
  const named =
    existsSync(index) && /export const (use\w+) = \w+Namespace\.useT/.exec(readFileSync(index, 'utf8'));
  return named ? (named[1] as string) : `use${family[0]?.toUpperCase()}${family.slice(1)}Translation`;
}
const familyHook = familyHookName();
const remoteSrc = path.join(ROOT, 'remotes', family, 'src');
const folder = path.join(remoteSrc, slug);
if (existsSync(folder)) {
  console.error(`${path.relative(ROOT, folder)} exists already`);
  process.exit(1);
}

const camel = pascal[0]?.toLowerCase() + pascal.slice(1);

// The house shape (docs/contributing.md, "Adding a dashboard"): data.ts holds the data, the live loader
// and every figure; sample.ts the demonstration data; View.tsx draws the figures; data.test.ts checks them.
const files: Record<string, string> = {
  'index.ts': `import { defineDashboard } from '@portal/dashboard-kit/define';
import { live } from './data.ts';
import { sample } from './sample.ts';
import { ${pascal}View as View } from './View.tsx';

/** ${name.en}: loaded lazily by dashboards.ts, refreshed by changes to its runs. */
export default defineDashboard({ tables: ['workflow_runs'], live, sample, View });
`,
  'data.ts': `/**
 * ${name.en}: the workflow's runs. Every figure of the dashboard comes from these functions; replace the
 * runs with the workflow's own rows and figures. Live, the figures are SQL's counts of every run
 * (docs/architecture.md, "Dashboard figures"), whatever the volume; the table shows the latest runs.
 */
import { ENGINE_EXECUTOR, runDays, runFigures, runList, type WorkflowRun } from '@portal/dashboard-kit/entities';
import { change, REPORTING_DAYS, ratio, reportingDays } from '@portal/dashboard-kit/format';
import { countOf, liveDashboard, sumOf } from '@portal/dashboard-kit/live';

/** How many of the latest runs the table shows. */
export const RECENT_RUNS = 500;

/** Live: the run figures of the period and the one before, per day, and the latest runs (test runs never count). */
export const live = liveDashboard({
  figures: runFigures,
  days: runDays,
  runs: runList({ limit: RECENT_RUNS, days: REPORTING_DAYS }),
});
export type ${pascal}Data = Awaited<ReturnType<typeof live>>;

const ENGINE = [ENGINE_EXECUTOR];
const FINISHED = { status: ['succeeded', 'failed'], kind: ENGINE };

/** The KPI row: runs and their change, success rate, average duration of the finished runs. */
export function ${camel}Kpis({ figures }: Pick<${pascal}Data, 'figures'>) {
  const runs = countOf(figures, 'current', { kind: ENGINE });
  const finished = countOf(figures, 'current', FINISHED);
  return {
    runs,
    runsChange: change(runs, countOf(figures, 'previous', { kind: ENGINE })),
    successRate: ratio(countOf(figures, 'current', { status: ['succeeded'], kind: ENGINE }), finished),
    averageDurationMs: finished ? sumOf(figures, 'current', 'value', FINISHED) / finished : null,
  };
}

/** Runs per Doha day of the period, for the Analytics chart. */
export const runsPerDay = ({ days, asOf }: Pick<${pascal}Data, 'days' | 'asOf'>) => ({
  days: reportingDays(asOf),
  runs: days.map((day) => countOf(day, 'current', { kind: ENGINE })),
});

export type { WorkflowRun };
`,
  'sample.ts': `import type { Locale } from '@portal/contract';
import { runDays, runFigures } from '@portal/dashboard-kit/entities';
import { REPORTING_DAYS } from '@portal/dashboard-kit/format';
import { sampleRuns } from '@portal/dashboard-kit/sample';
import type { ${pascal}Data } from './data.ts';

const ERRORS = {
  en: ['The connected account did not answer in time.'],
  ar: ['لم يستجب الحساب المرتبط في الوقت المحدد.'],
};

/** Deterministic demonstration data as of \`anchor\`, in the visitor's language, counted as live counts. */
export function sample(locale: Locale, anchor: Date): ${pascal}Data {
  const runs = sampleRuns('${slug}', anchor, { days: 2 * REPORTING_DAYS, errors: ERRORS[locale] });
  const asOf = anchor.toISOString();
  return { figures: runFigures.fromRows(runs, asOf), days: runDays.fromRows(runs, asOf), runs, asOf };
}
`,
  'data.test.ts': `import { SAMPLE_TEST_ANCHOR } from '@portal/dashboard-kit-testing';
import { describe, expect, it } from 'vitest';
import { ${camel}Kpis, runsPerDay } from './data.ts';
import { sample } from './sample.ts';

describe('${name.en} figures', () => {
  const data = sample('en', SAMPLE_TEST_ANCHOR);
  const since = SAMPLE_TEST_ANCHOR.getTime() - 30 * 86_400_000;
  const inPeriod = data.runs.filter((run) => Date.parse(run.createdAt) >= since);

  it('counts every run of the period, and its share of successes', () => {
    const k = ${camel}Kpis(data);
    expect(k.runs).toBe(inPeriod.length);
    const finished = inPeriod.filter((run) => run.status === 'succeeded' || run.status === 'failed');
    expect(k.successRate).toBe(finished.filter((run) => run.status === 'succeeded').length / finished.length);
  });

  it('spreads the runs of the period over its days', () => {
    const { days, runs } = runsPerDay(data);
    expect(runs).toHaveLength(days.length);
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(inPeriod.length);
  });
});
`,
  'View.tsx': `import type { DashboardViewProps } from '@portal/contract';
import { DashboardPages, kpi, perDay, perDaySeries, RunsTable, tab, useViewKit } from '@portal/dashboard-kit/ui';
import { ${familyHook} } from '../i18n/index.ts';
import { ${camel}Kpis, runsPerDay, type ${pascal}Data } from './data.ts';

/** The run figures, the runs and runs per day: replace them with the workflow's own figures and tabs. */
export function ${pascal}View({ data }: DashboardViewProps<${pascal}Data>) {
  const { ui, f, period } = useViewKit(${familyHook});
  const k = ${camel}Kpis(data);
  const duration = k.averageDurationMs === null ? f.missing : f.duration(k.averageDurationMs);
  const overview = {
    kpis: [
      kpi(ui('runs.kpi.runs'), f.number(k.runs), undefined, period, k.runsChange),
      kpi(ui('runs.kpi.successRate'), f.percent(k.successRate)),
      kpi(ui('runs.kpi.averageDuration'), duration),
    ],
  };
  const runs = <RunsTable runs={data.runs} title={ui('runs.title')} emptyMessage={ui('runs.empty')} />;
  const analytics = { charts: perDay(ui('runs.perDay'), perDaySeries(runsPerDay(data), { runs: ui('runs.series') })) };
  const tabs = [tab('runs', ui('tabs.runs'), runs)];
  return <DashboardPages label={ui('tabs.label')} overview={overview} tabs={tabs} analytics={analytics} />;
}
`,
};

mkdirSync(folder, { recursive: true });
for (const [file, text] of Object.entries(files)) writeFileSync(path.join(folder, file), text);
const written = Object.keys(files).map((file) => `remotes/${family}/src/${slug}/${file}`);

// The family's namespace and contract test, once.
const i18nDir = path.join(remoteSrc, 'i18n');
if (!existsSync(i18nDir)) {
  mkdirSync(i18nDir);
  writeFileSync(
    path.join(i18nDir, 'en.ts'),
    `/** The \`${family}\` namespace (English): texts of the ${family} dashboards. */\nexport const en = {};\n`,
  );
  writeFileSync(
    path.join(i18nDir, 'ar.ts'),
    `import type { Arabic } from '@portal/dashboard-kit/i18n';\nimport type { en } from './en.ts';\n\n/** The \`${family}\` namespace (Arabic). */\nexport const ar: Arabic<typeof en> = {};\n`,
  );
  writeFileSync(
    path.join(i18nDir, 'index.ts'),
    `import { defineLazyNamespace } from '@portal/dashboard-kit/i18n';\n\n/**\n * The family's namespace is named after the family (contract: RemoteModule.messages), one module per\n * language: the shell loads the page's language only.\n */\nexport const ${family}Namespace = defineLazyNamespace('${family}', {\n  en: async () => (await import('./en.ts')).en,\n  ar: async () => (await import('./ar.ts')).ar,\n});\nexport const ${familyHook} = ${family}Namespace.useT;\n`,
  );
  writeFileSync(
    path.join(i18nDir, 'messages.test.ts'),
    `import { describeNamespace } from '@portal/dashboard-kit-testing';\nimport { ${family}Namespace } from './index.ts';\n\ndescribeNamespace(${family}Namespace);\n`,
  );
  written.push(`remotes/${family}/src/i18n/{en,ar,index,messages.test}.ts`);
}
const contractTest = path.join(remoteSrc, 'dashboards.test.tsx');
if (!existsSync(contractTest)) {
  writeFileSync(
    contractTest,
    `/** Every dashboard of the family through the contract, as the shell uses it (the shared remote kit). */\nimport { describeRemoteModule } from '@portal/dashboard-kit-testing';\nimport remote from './dashboards.ts';\n\n// complete: false until every workflow of the family has its dashboard.\ndescribeRemoteModule(remote, { complete: false });\n`,
  );
  written.push(`remotes/${family}/src/dashboards.test.tsx`);
}

// The remote module finds every dashboard folder itself (import.meta.glob); a new family gets it once.
const modulePath = path.join(remoteSrc, 'dashboards.ts');
if (!existsSync(modulePath)) {
  writeFileSync(
    modulePath,
    `import { type DashboardModule } from '@portal/contract';
import { defineRemote } from '@portal/dashboard-kit/define';\nimport { ${family}Namespace } from './i18n/index.ts';\n\n/** The ${family} family's dashboards: every folder with an index.ts but i18n (docs/contributing.md). */\nexport default defineRemote(${family}Namespace, import.meta.glob<DashboardModule>(['./*/index.ts', '!./i18n/index.ts']));\n`,
  );
  written.push(`remotes/${family}/src/dashboards.ts`);
}
if (!args.includes('--no-format')) {
  execFileSync('pnpm', ['exec', 'biome', 'check', '--write', path.join('remotes', family, 'src')], {
    cwd: ROOT,
    stdio: 'ignore',
  });
}

console.log(`Wrote the ${name.en} dashboard:\n${written.map((w) => `  ${w}`).join('\n')}
Next: pnpm --filter @portal/remote-${family} test, then open /sample-${slug} (npm run dev).`);
