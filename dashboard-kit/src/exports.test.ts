// @vitest-environment node
/**
 * The kit exports only what something outside it uses (docs/architecture.md, "The dashboard toolkit"):
 * a name in an entry point (package.json `exports`) that no file of the shell, the remotes,
 * @portal/dashboard-kit-testing, e2e/ or scripts/ imports is surface to learn and keep for nobody.
 * The kit's own tests do not count as users: a helper only the kit uses stays unexported from its
 * entries (its module may still export it to the kit's other files and tests); a helper one family uses
 * lives in that family's `common/`. `pnpm new:dashboard`'s template is read as text, so the imports it
 * writes count.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const KIT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.resolve(KIT, '..');
const USERS = ['shell', 'remotes', 'dashboard-kit-testing', 'e2e', 'scripts'];
/**
 * Issue 40 asks for fewer than 200 names; the ratchet is now that goal. The kit reached 197, then the one
 * data-loading form of issue 43 added its parts (figuresOf, tableOf, statsOf, topOf, agesOf, the
 * WhatsApp parts daysOf, hoursOf, repliesOf, replyDelaysOf and the types a View reads) while the
 * knowledge bots still use the older readers (loadSelection, recentRows, workflowConversations), and
 * request attachments brought the file helpers (objectName, saveBlob, formatFileSize) back from rag's
 * common/ since the shell uses them too: 221 on 29 November, with 19 of the 24 dashboards converted.
 * Then the typed figure-function reader (readFigureFunction) and partsFromRows came in for the
 * families' repeated rpc calls and sample loaders, countByDay and LoadOptions went back inside the
 * kit, and customer support's conversion left crossCount and periodRows unused: 219. With the
 * knowledge bots converted (30 November), workflowConversations and seven helpers only the browser-side
 * figures used (countPerDayBy, durationSpread, numbersOf, periodList, rateChange, leadList; countByHour
 * stays inside the kit) went: 211. Then one conversations table for the WhatsApp, knowledge and support
 * dashboards (conversationTable) replaced three copies, and conversationFromRow went inside: 211. What
 * is left of the older
 * readers: loadSelection and selectedTable (the test kit's declared loaders, odoo and social media's
 * sample rows) and recentRows (bounded lists: a knowledge base, one transcript). Then those went (the
 * bounded lists are `listOf` parts, odoo and social media declare `selection` and `enumColumns`, the
 * test kit's unused declared loaders left it, the template reads `runList`, so RUN_COLUMNS, runFromRow,
 * Selection and since went inside), the WhatsApp responder's replies part and opening hours and hr's
 * list tables moved to their family's common/, countBy to rag's, median and inReportingPeriod gave
 * way to percentile and isInReportingPeriod, while the conversations' facts (sessionFact,
 * messageFact), inWindow, TableKit and a paged table over a figure function (functionTableOf, which
 * replaced customer support's own paging, quoting and error) came in: 199 on 29 November, the goal.
 */
const MOST_NAMES = 200;

const entries = Object.entries(
  (JSON.parse(readFileSync(path.join(KIT, 'package.json'), 'utf8')) as { exports: Record<string, string> })
    .exports,
).map(([entry, file]) => ({
  specifier: `@portal/dashboard-kit/${entry.slice(2)}`,
  file: path.resolve(KIT, file),
}));

/** The names each entry exports, as the compiler resolves them (through `export *` and re-exports). */
function exportedNames(): Map<string, string[]> {
  const program = ts.createProgram(
    entries.map((entry) => entry.file),
    {
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      allowImportingTsExtensions: true,
      noEmit: true,
      skipLibCheck: true,
    },
  );
  const checker = program.getTypeChecker();
  return new Map(
    entries.map(({ specifier, file }) => {
      const source = program.getSourceFile(file);
      const module = source && checker.getSymbolAtLocation(source);
      if (!module) throw new Error(`${file} is not part of the program`);
      return [specifier, checker.getExportsOfModule(module).map((symbol) => symbol.name)];
    }),
  );
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory())
      return ['node_modules', 'dist', 'test-results', 'playwright-report'].includes(entry)
        ? []
        : sources(full);
    return /\.(ts|tsx|mts|mjs)$/.test(entry) ? [full] : [];
  });
}

/** `<specifier>:<name>` of every name the users import from the kit's entries (types included). */
function importedNames(): Set<string> {
  const imported = new Set<string>();
  const named = /(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'(@portal\/dashboard-kit\/[\w/]+)'/g;
  const typeImport = /import\('(@portal\/dashboard-kit\/[\w/]+)'\)\.(\w+)/g;
  for (const file of USERS.flatMap((dir) => sources(path.join(ROOT, dir)))) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('@portal/dashboard-kit/')) continue;
    for (const [, names = '', specifier] of text.matchAll(named))
      for (const name of names.split(',')) {
        const original = name
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (original) imported.add(`${specifier}:${original}`);
      }
    for (const [, specifier, name] of text.matchAll(typeImport)) imported.add(`${specifier}:${name}`);
  }
  return imported;
}

describe('the kit’s exports', () => {
  const exported = exportedNames();
  const imported = importedNames();

  it('are read from every entry point', () => {
    expect(exported.size).toBe(entries.length);
    expect(exported.get('@portal/dashboard-kit/define')).toContain('defineDashboard');
  });

  it('are each imported by the shell, a remote, the test kit, e2e or scripts', () => {
    const unused = [...exported].flatMap(([specifier, names]) =>
      names.filter((name) => !imported.has(`${specifier}:${name}`)).map((name) => `${specifier}: ${name}`),
    );
    expect(unused, 'exported but imported by nothing outside the kit').toEqual([]);
  });

  it(`are fewer than ${MOST_NAMES} names`, () => {
    const names = new Set([...exported.values()].flat());
    expect(names.size).toBeLessThan(MOST_NAMES);
  });
});
