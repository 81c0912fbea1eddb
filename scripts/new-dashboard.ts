/**
 * `pnpm new:dashboard <slug>`: writes a working dashboard for a catalogue workflow into its family's
 * remote and registers it, so a new dashboard starts from the toolkit's shape rather than a copy of
 * another one. It shows the workflow's runs (every workflow has them) live and as a sample; replace
 * the data, the figures and the tabs with the workflow's own. Creates the family's i18n namespace and
 * contract test if the family has none yet. See docs/contributing.md, "Adding a dashboard".
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isWorkflowSlug } from '../shared/src/catalogue/slugs.ts';
import { catalogueEntry } from '../shared/src/catalogue/workflows.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const slug = process.argv[2] ?? '';
if (!isWorkflowSlug(slug)) {
  console.error(`usage: pnpm new:dashboard <slug>   (a workflow of the catalogue; "${slug}" is not one)`);
  process.exit(2);
}
const { family, name } = catalogueEntry(slug);
const pascal = slug.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
const remoteSrc = path.join(ROOT, 'remotes', family, 'src');
const folder = path.join(remoteSrc, slug);
if (existsSync(folder)) {
  console.error(`${path.relative(ROOT, folder)} exists already`);
  process.exit(1);
}

const files: Record<string, string> = {
  'index.ts': `import { defineDashboard } from '@portal/shared/contract';
import { load${pascal}Live as live } from './live.ts';
import { build${pascal}Sample as sample } from './sample.ts';
import { ${pascal}View as View } from './View.tsx';

/** ${name.en}: loaded lazily by dashboards.ts, refreshed by changes to its runs. */
export default defineDashboard({ tables: ['workflow_runs'], live, sample, View });
`,
  'data.ts': `import type { WorkflowRun } from '@portal/shared/entities';

/** What the ${name.en} dashboard shows; sample.ts and live.ts both produce it. */
export interface ${pascal}Data {
  runs: WorkflowRun[];
  /** The moment the figures are computed at: now in live mode, the sample anchor in sample mode. */
  asOf: string;
}

/** Length of the period the figures cover, in days. */
export const PERIOD_DAYS = 30;
`,
  'live.ts': `import type { LiveContext } from '@portal/shared/contract';
import { RUN_COLUMNS, runFromRow } from '@portal/shared/entities';
import { recentRows } from '@portal/shared/live';
import { type ${pascal}Data, PERIOD_DAYS } from './data.ts';

/** Bounds that keep a busy account's dashboard fast. */
export const MAX_RUNS = 500;

/** The signed-in client's runs of this workflow over the period. */
export async function load${pascal}Live(ctx: LiveContext): Promise<${pascal}Data> {
  const asOf = new Date();
  const runs = await recentRows(ctx, 'workflow_runs', RUN_COLUMNS, { limit: MAX_RUNS, days: PERIOD_DAYS, asOf });
  return { runs: runs.map(runFromRow), asOf: asOf.toISOString() };
}
`,
  'sample.ts': `import type { Locale } from '@portal/shared/contract';
import { sampleRuns } from '@portal/shared/sample';
import { type ${pascal}Data, PERIOD_DAYS } from './data.ts';

const ERRORS = {
  en: ['The connected account did not answer in time.'],
  ar: ['لم يستجب الحساب المرتبط في الوقت المحدد.'],
};

/** Deterministic demonstration data as of \`anchor\`, in the visitor's language. */
export function build${pascal}Sample(locale: Locale, anchor: Date): ${pascal}Data {
  const runs = sampleRuns('${slug}', anchor, { days: PERIOD_DAYS, errors: ERRORS[locale] });
  return { runs, asOf: anchor.toISOString() };
}
`,
  'View.tsx': `import type { DashboardViewProps } from '@portal/shared/contract';
import { runKpis } from '@portal/shared/entities';
import { countByDay, dayKeyToDate, lastDays } from '@portal/shared/format';
import { useFormatters, useUiTranslation } from '@portal/shared/i18n';
import { BarChartCard, DashboardTabs, KpiRow, RunsTable } from '@portal/shared/ui';
import { type ${pascal}Data, PERIOD_DAYS } from './data.ts';

/** Overview (the run figures), the runs, and runs per day. */
export function ${pascal}View({ data }: DashboardViewProps<${pascal}Data>) {
  const { t } = useUiTranslation();
  const f = useFormatters();
  const kpis = runKpis(data.runs);
  const days = lastDays(new Date(new Date(data.asOf).getTime() - 1), PERIOD_DAYS);
  const perDay = countByDay(data.runs, (r) => r.createdAt, days);
  const period = t('common.lastDays', { count: PERIOD_DAYS });
  return (
    <DashboardTabs
      label={t('tabs.label')}
      tabs={[
        {
          id: 'overview',
          label: t('tabs.overview'),
          render: () => (
            <KpiRow
              kpis={[
                { id: 'runs', label: t('runs.kpi.runs'), value: f.number(kpis.runs), caption: period },
                { id: 'success', label: t('runs.kpi.successRate'), value: f.percent(kpis.successRate) },
                {
                  id: 'duration',
                  label: t('runs.kpi.averageDuration'),
                  value: kpis.averageDurationMs === null ? f.missing : f.duration(kpis.averageDurationMs),
                },
              ]}
            />
          ),
        },
        {
          id: 'runs',
          label: t('tabs.runs'),
          render: () => <RunsTable runs={data.runs} title={t('runs.title')} emptyMessage={t('runs.empty')} />,
        },
        {
          id: 'analytics',
          label: t('tabs.analytics'),
          render: () => (
            <BarChartCard
              title={t('runs.perDay')}
              subtitle={period}
              categories={days.map((day) => f.dayMonth(dayKeyToDate(day)))}
              series={[{ id: 'runs', label: t('runs.series'), data: perDay }]}
            />
          ),
        },
      ]}
    />
  );
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
    `import type { Arabic } from '@portal/shared/i18n';\nimport type { en } from './en.ts';\n\n/** The \`${family}\` namespace (Arabic). */\nexport const ar: Arabic<typeof en> = {};\n`,
  );
  writeFileSync(
    path.join(i18nDir, 'index.ts'),
    `import { defineNamespace } from '@portal/shared/i18n';\nimport { ar } from './ar.ts';\nimport { en } from './en.ts';\n\n/** The family's namespace is named after the family (contract: RemoteModule.messages). */\nexport const ${family}Namespace = defineNamespace('${family}', en, ar);\nexport const use${family[0]?.toUpperCase()}${family.slice(1)}Translation = ${family}Namespace.useT;\n`,
  );
  writeFileSync(
    path.join(i18nDir, 'messages.test.ts'),
    `import { describeNamespace } from '@portal/shared/testing';\nimport { ${family}Namespace } from './index.ts';\n\ndescribeNamespace(${family}Namespace);\n`,
  );
  written.push(`remotes/${family}/src/i18n/{en,ar,index,messages.test}.ts`);
}
const contractTest = path.join(remoteSrc, 'dashboards.test.tsx');
if (!existsSync(contractTest)) {
  writeFileSync(
    contractTest,
    `/** Every dashboard of the family through the contract, as the shell uses it (the shared remote kit). */\nimport { describeRemoteModule } from '@portal/shared/testing';\nimport remote from './dashboards.ts';\n\n// complete: false until every workflow of the family has its dashboard.\ndescribeRemoteModule(remote, { complete: false });\n`,
  );
  written.push(`remotes/${family}/src/dashboards.test.tsx`);
}

// Register it in the remote module (dashboards are dynamic imports: downloaded when opened).
const modulePath = path.join(remoteSrc, 'dashboards.ts');
let source = readFileSync(modulePath, 'utf8');
const entry = `    '${slug}': () => import('./${slug}/index.ts').then((m) => m.default),\n`;
if (/dashboards: \{\},/.test(source)) {
  source = source
    .replace(/dashboards: \{\},/, `dashboards: {\n${entry}  },`)
    .replace(/messages: \{ en: \{\}, ar: \{\} \},/, `messages: ${family}Namespace.messages,`)
    .replace(
      /\/\*\*\n \* The \w+ family's dashboards\. Empty until[\s\S]*?\*\//,
      `/** The ${family} family's dashboards: each a dynamic import, downloaded when the dashboard opens. */`,
    )
    .replace(
      /(import [^\n]*\n)(?![\s\S]*import )/,
      `$1import { ${family}Namespace } from './i18n/index.ts';\n`,
    );
} else {
  source = source.replace(/dashboards: \{\n/, `dashboards: {\n${entry}`);
}
writeFileSync(modulePath, source);
written.push(`remotes/${family}/src/dashboards.ts (registered)`);
execFileSync('pnpm', ['exec', 'biome', 'check', '--write', path.join('remotes', family, 'src')], {
  cwd: ROOT,
  stdio: 'ignore',
});

console.log(`Wrote the ${name.en} dashboard:\n${written.map((w) => `  ${w}`).join('\n')}
Next: pnpm --filter @portal/remote-${family} test, then open /sample-${slug} (npm run dev).`);
