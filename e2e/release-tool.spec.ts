/**
 * The release tool through its command line (docs/deploy.md, "Releasing"), on temp folders standing in
 * for the CDN bucket and the shell's bucket, with the production builds of this checkout:
 *   - a rollback follows the history of switches, and `list` shows it;
 *   - a build that does not fit what is live (another family, contract version or UI kit) is refused
 *     with the reason, and nothing switches; --force is the deliberate way past;
 *   - stage, smoke (a real Chromium against a running shell), promote; a broken staged build fails its
 *     smoke check and cannot be promoted;
 *   - a contract change switches the shell and the six remotes together, or not at all;
 *   - builds are made outside the CDN folder and appear there complete; a version name never claims a
 *     commit its files do not match;
 *   - the shell's own release keeps earlier assets, replaces index.html by a rename, rolls back.
 */
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { distOf, FAMILIES } from '../scripts/lib/stack.mjs';
import { servedConfig } from './support/control.ts';
import {
  type Buckets,
  readJson,
  releaseCli,
  serveCli,
  tempBuckets,
  variantOf,
} from './support/releaseTool.ts';

const SHELL_BUILD = distOf('shell');
const SALES_BUILD = distOf('sales');
const contractOf = (dir: string) =>
  readJson<{ contractVersion: number }>(path.join(dir, 'portal-build.json')).contractVersion;

let buckets: Buckets;
const cleanup: string[] = [];

test.beforeEach(() => {
  buckets = tempBuckets();
  cleanup.push(buckets.root);
});

test.afterAll(() => {
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

/** Runs the command and requires it to succeed (its output in the failure message otherwise). */
async function ok(args: string[], env?: Record<string, string>) {
  const result = await releaseCli(buckets, args, env);
  expect(result.code, `pnpm release ${args.join(' ')}\n${result.output}`).toBe(0);
  return result;
}

async function refused(args: string[]) {
  const result = await releaseCli(buckets, args);
  expect(result.code, `pnpm release ${args.join(' ')} should have been refused\n${result.output}`).toBe(1);
  return result;
}

const map = () => readJson<Record<string, string>>(path.join(buckets.cdn, 'remotes.json'));
const mapBytes = () => readFileSync(path.join(buckets.cdn, 'remotes.json'), 'utf8');

function keep(dir: string) {
  cleanup.push(dir);
  return dir;
}

test('a rollback goes back to the version that was live before, following the switches', async () => {
  await ok(['shell', '--from', SHELL_BUILD, '--version', 's1']);
  for (const version of ['v1', 'v2']) await ok(['sales', '--from', SALES_BUILD, '--version', version]);
  expect((await ok(['rollback', 'sales'])).stdout).toContain('sales: v2 → v1');
  await ok(['sales', '--from', SALES_BUILD, '--version', 'v3']);
  // The case: v2 had been rolled back, so the rollback of v3 goes to v1.
  expect((await ok(['rollback', 'sales'])).stdout).toContain('sales: v3 → v1');
  expect(map().portal_sales).toBe('sales/v1/mf-manifest.json');
  expect((await refused(['rollback', 'sales'])).stderr).toContain('sales v1 is its first live version');

  // --to switches to any published version; the next rollback undoes that switch.
  expect((await ok(['rollback', 'sales', '--to', 'v2'])).stdout).toContain('sales: v1 → v2');
  expect((await ok(['rollback', 'sales'])).stdout).toContain('sales: v2 → v1');

  const list = (await ok(['list'])).stdout;
  const sales = list.slice(list.indexOf('sales '), list.indexOf('hr '));
  expect(sales).toContain('live: v1');
  expect(sales).toMatch(/published: v1 \(live\), v2, v3/);
  const switches = [...sales.matchAll(/(release|promote|rollback|switch)\s+(\S+) → (\S+)/g)].map((m) =>
    m.slice(1).join(' '),
  );
  expect(switches).toEqual([
    'release none v1',
    'release v1 v2',
    'rollback v2 v1',
    'release v1 v3',
    'rollback v3 v1',
    'switch v1 v2',
    'rollback v2 v1',
  ]);
  expect(sales).toContain('a rollback goes to: nothing (first live version)');
  expect(list).toMatch(/shell\s+live: s1/);
});

test('a record written by the first release tool (no switches) is read as the switches it implies', async () => {
  await ok(['shell', '--from', SHELL_BUILD, '--version', 's1']);
  for (const version of ['v1', 'v2', 'v3']) await ok(['sales', '--from', SALES_BUILD, '--version', version]);
  // What the first tool wrote after releasing v1, v2, v3 and rolling back once (to v2).
  const at = (minute: number) => `2026-11-20T10:0${minute}:00.000Z`;
  writeFileSync(
    path.join(buckets.cdn, 'releases.json'),
    JSON.stringify({
      sales: {
        current: 'v2',
        versions: ['v1', 'v2', 'v3'].map((version, i) => ({ version, releasedAt: at(i) })),
      },
    }),
  );
  const list = (await ok(['list'])).stdout;
  expect(list).toMatch(/release\s+none → v1/);
  expect(list).toMatch(/release\s+v2 → v3/);
  expect(list).toMatch(/\(time unknown\)\s+rollback v3 → v2/);
  expect((await ok(['rollback', 'sales'])).stdout).toContain('sales: v2 → v1');
});

test('a build that does not fit the live shell is refused with the reason; --force is the deliberate way past', async () => {
  await ok(['shell', '--from', SHELL_BUILD, '--version', 's1']);
  await ok(['sales', '--from', SALES_BUILD, '--version', 'v1']);
  const before = mapBytes();
  const contract = contractOf(SHELL_BUILD);

  const hrAsSales = await refused(['sales', '--from', distOf('hr'), '--version', 'hr-as-sales']);
  expect(hrAsSales.stderr).toContain('family: it is the build of portal_hr, not of portal_sales');
  const otherContract = keep(variantOf(SALES_BUILD, { contractVersion: contract + 1 }));
  expect((await refused(['sales', '--from', otherContract, '--version', 'c'])).stderr).toContain(
    `contract version: this build speaks ${contract + 1}, the shell speaks ${contract}`,
  );
  const otherKit = keep(variantOf(SALES_BUILD, { uiKit: 'another-kit' }));
  expect((await refused(['sales', '--from', otherKit, '--version', 'k'])).stderr).toMatch(
    /UI kit: this build was built against another-kit, the shell against \S+/,
  );
  const noInfo = keep(variantOf(SALES_BUILD, null, (dir) => unlinkSync(path.join(dir, 'portal-build.json'))));
  expect((await refused(['sales', '--from', noInfo, '--version', 'n'])).stderr).toContain(
    'build info: it has no portal-build.json',
  );
  // A build the shell cannot load at all is refused even with --force: a manifest naming no module
  // file (built for the shell that loaded remoteEntry.js), or a module whose import is missing.
  const manifestOf = (dir: string) => path.join(dir, 'mf-manifest.json');
  const noModule = keep(
    variantOf(SALES_BUILD, null, (dir) => {
      const manifest = readJson<{ exposes: { module?: unknown }[] }>(manifestOf(dir));
      for (const expose of manifest.exposes) delete expose.module;
      writeFileSync(manifestOf(dir), JSON.stringify(manifest));
    }),
  );
  expect((await refused(['sales', '--from', noModule, '--version', 'm', '--force'])).stderr).toContain(
    'the sales build names no ES module file for its exposed modules',
  );
  const lostImport = keep(
    variantOf(SALES_BUILD, null, (dir) => {
      const [expose] = readJson<{ exposes: { module: { imports: string[] } }[] }>(manifestOf(dir)).exposes;
      unlinkSync(path.join(dir, expose?.module.imports[0] ?? 'none'));
    }),
  );
  expect((await refused(['sales', '--from', lostImport, '--version', 'i', '--force'])).stderr).toContain(
    'the sales build lacks files its exposed modules import',
  );
  // Refused before anything was written: the map, and no version folder.
  expect(mapBytes()).toBe(before);
  expect(readdirSync(path.join(buckets.cdn, 'sales'))).toEqual(['v1']);

  // The shell is checked against every live remote the same way.
  const newerShell = keep(variantOf(SHELL_BUILD, { contractVersion: contract + 1 }));
  expect((await refused(['shell', '--from', newerShell, '--version', 's2'])).stderr).toContain(
    `contract version: this shell speaks ${contract + 1}, sales v1 speaks ${contract}`,
  );

  const forced = await ok(['sales', '--from', otherContract, '--version', 'forced', '--force']);
  expect(forced.stdout).toContain('FORCED past');
  expect(map().portal_sales).toBe('sales/forced/mf-manifest.json');
  expect((await ok(['list'])).stdout).toMatch(/release\s+v1 → forced\s+FORCED past: contract version/);
  // A rollback is a switch too: back to v1, which fits.
  expect((await ok(['rollback', 'sales'])).stdout).toContain('sales: forced → v1');
  // …and a rollback to a version that does not fit is refused like a release.
  expect((await refused(['rollback', 'sales', '--to', 'forced'])).stderr).toContain('contract version');
});

test.describe('with the buckets served', () => {
  let shell: Awaited<ReturnType<typeof serveCli>> | undefined;
  let cdn: Awaited<ReturnType<typeof serveCli>> | undefined;

  /** The shell's bucket and the CDN's, served by scripts/serve.mjs as docs/deploy.md says. */
  async function serveBuckets() {
    // serve.mjs reads runtime-config.json at each request: the shell can start before the CDN.
    shell = await serveCli(buckets.shellDir, ['--spa']);
    cdn = await serveCli(buckets.cdn, ['--cors-origin', shell.url]);
    writeFileSync(
      path.join(buckets.shellDir, 'runtime-config.json'),
      JSON.stringify({ ...servedConfig(), REMOTES: `${cdn.url}/remotes.json` }),
    );
    return { shellUrl: shell.url, cdnUrl: cdn.url };
  }

  test.afterEach(async () => {
    await shell?.stop();
    await cdn?.stop();
    shell = cdn = undefined;
  });

  test('stage, smoke in a browser against the running shell, promote; a broken build is refused', async () => {
    test.setTimeout(300_000);
    await ok(['shell', '--from', SHELL_BUILD, '--version', 's1']);
    for (const family of FAMILIES) await ok([family, '--from', distOf(family), '--version', 'v1']);
    const { shellUrl, cdnUrl } = await serveBuckets();

    const staged = await ok(['sales', '--from', SALES_BUILD, '--version', 'v2', '--stage']);
    expect(staged.stdout).toContain('staged, not live: pnpm release promote sales v2');
    expect(map().portal_sales).toBe('sales/v1/mf-manifest.json');
    const served = await fetch(`${cdnUrl}/remotes.json`).then((r) => r.json());
    expect(served.portal_sales).toBe('sales/v1/mf-manifest.json');

    expect((await refused(['promote', 'sales', 'v2'])).stderr).toContain(
      'sales v2 has not passed a smoke check',
    );
    const smoke = await ok(['smoke', 'sales', 'v2', '--shell-url', shellUrl]);
    const workflows = ['lead-generation', 'automated-lead-generation', 'odoo-sales', 'social-media-content'];
    for (const slug of workflows) {
      expect(smoke.stdout).toMatch(new RegExp(`ok\\s+${slug}\\s+en`));
      expect(smoke.stdout).toMatch(new RegExp(`ok\\s+${slug}\\s+ar`));
    }
    expect(smoke.stdout).toContain(
      `smoke sales v2: passed (8/8 dashboards from ${cdnUrl}/sales/v2/mf-manifest.json)`,
    );
    // Only the smoke check's browser saw v2.
    expect(map().portal_sales).toBe('sales/v1/mf-manifest.json');
    expect((await ok(['promote', 'sales', 'v2'])).stdout).toContain('sales: v1 → v2 (promoted');
    expect(map().portal_sales).toBe('sales/v2/mf-manifest.json');

    // A build that fits on paper but does not load: its exposed module (the file the shell imports,
    // named in the manifest: shell/src/federation/container.ts) throws.
    const broken = keep(
      variantOf(SALES_BUILD, null, (dir) => {
        const manifest = readJson<{ exposes: { module: { file: string } }[] }>(
          path.join(dir, 'mf-manifest.json'),
        );
        const file = manifest.exposes[0]?.module.file ?? 'the exposed module';
        writeFileSync(path.join(dir, file), "throw new Error('a broken build');\n");
      }),
    );
    await ok(['sales', '--from', broken, '--version', 'v3', '--stage']);
    const failed = await releaseCli(buckets, ['smoke', 'sales', 'v3', '--shell-url', shellUrl]);
    expect(failed.code, failed.output).toBe(1);
    expect(failed.stdout).toMatch(/FAIL\s+lead-generation\s+en/);
    expect(failed.stdout).toContain('smoke sales v3: FAILED (0/8 dashboards');
    expect((await refused(['promote', 'sales', 'v3'])).stderr).toContain('sales v3 has failed a smoke check');
    // With --shell-url, promote runs the smoke check itself, and refuses the same way.
    expect((await refused(['promote', 'sales', 'v3', '--shell-url', shellUrl])).stderr).toContain(
      'refused: the smoke check of sales v3 failed on 8 of 8 dashboards',
    );
    // A direct release given the running shell is smoke-checked before it switches, and refused alike.
    expect(
      (await refused(['sales', '--from', broken, '--version', 'v4', '--shell-url', shellUrl])).stderr,
    ).toContain('refused: the smoke check of sales v4 failed');
    expect(map().portal_sales).toBe('sales/v2/mf-manifest.json');
    expect((await ok(['list'])).stdout).toContain('v3 (staged, smoke FAILED)');

    // A build that names no dashboards gives the smoke check nothing to open: that is no pass.
    const empty = keep(variantOf(SALES_BUILD, { workflows: [] }));
    await ok(['sales', '--from', empty, '--version', 'v5', '--stage']);
    const nothing = await releaseCli(buckets, ['smoke', 'sales', 'v5', '--shell-url', shellUrl]);
    expect(nothing.code, nothing.output).not.toBe(0);
    expect(nothing.output).toContain('portal-build.json lists no dashboards to open');
    expect((await refused(['promote', 'sales', 'v5'])).stderr).toContain(
      'sales v5 has not passed a smoke check',
    );
  });

  test("the shell's release keeps earlier assets, replaces index.html by a rename, and rolls back", async () => {
    await ok(['sales', '--from', SALES_BUILD, '--version', 'v1', '--against', SHELL_BUILD]);
    await ok(['shell', '--from', SHELL_BUILD, '--version', 's1']);
    const s1Index = readFileSync(path.join(buckets.shellDir, 'index.html'), 'utf8');
    const s1Inode = statSync(path.join(buckets.shellDir, 'index.html')).ino;
    const s1Assets = readdirSync(path.join(SHELL_BUILD, 'assets'));
    const dropped = s1Assets.find((name) => name.endsWith('.js')) as string;
    const s1Login = readFileSync(path.join(buckets.shellDir, 'login', 'index.html'), 'utf8');
    const s1Inbox = readFileSync(path.join(buckets.shellDir, 'admin', 'inbox', 'index.html'), 'utf8');
    // s2: another index.html and prerendered pages (one a folder deeper), a new asset, and one of s1's
    // assets gone from the build.
    const s2Build = keep(
      variantOf(SHELL_BUILD, null, (dir) => {
        const pages = ['index.html', 'login/index.html', 'admin/inbox/index.html'];
        for (const index of pages.map((page) => path.join(dir, page))) {
          writeFileSync(
            index,
            readFileSync(index, 'utf8').replace('<head>', '<head><meta name="release" content="s2">'),
          );
        }
        writeFileSync(path.join(dir, 'assets', 'added-Abcdefgh12.js'), 'export const added = 2;\n');
        unlinkSync(path.join(dir, 'assets', dropped));
      }),
    );
    await ok(['shell', '--from', s2Build, '--version', 's2']);
    const { shellUrl } = await serveBuckets();

    // The SPA fallback (a period report: signed-in pages at a fixed address, /dashboard and the live
    // workflow pages, have prerendered frames of their own) and a prerendered page (scripts/prerender.mjs)
    // both switched.
    const page = await fetch(`${shellUrl}/reports/week/2026-11-23`).then((r) => r.text());
    expect(page).toContain('content="s2"');
    expect(await fetch(`${shellUrl}/login`).then((r) => r.text())).toContain('content="s2"');
    expect(await fetch(`${shellUrl}/admin/inbox`).then((r) => r.text())).toContain('content="s2"');
    expect(statSync(path.join(buckets.shellDir, 'index.html')).ino).not.toBe(s1Inode);
    // A page loaded from s1 still finds every file it may ask for.
    for (const name of [dropped, 'added-Abcdefgh12.js']) {
      expect((await fetch(`${shellUrl}/assets/${name}`)).status, name).toBe(200);
    }
    expect(readFileSync(path.join(buckets.shellDir, 'runtime-config.json'), 'utf8')).toContain('REMOTES');

    expect((await ok(['rollback', 'shell'])).stdout).toContain('shell: s2 → s1');
    expect(await fetch(`${shellUrl}/reports/week/2026-11-23`).then((r) => r.text())).toBe(s1Index);
    expect(await fetch(`${shellUrl}/login`).then((r) => r.text())).toBe(s1Login);
    expect(await fetch(`${shellUrl}/admin/inbox`).then((r) => r.text())).toBe(s1Inbox);
    expect(existsSync(path.join(buckets.shellDir, 'assets', 'added-Abcdefgh12.js'))).toBe(true);
    expect((await ok(['list'])).stdout).toMatch(/shell\s+live: s1/);
  });
});

test('a contract change switches the shell and the six remotes together, or not at all', async () => {
  await ok(['shell', '--from', SHELL_BUILD, '--version', 's1']);
  for (const family of FAMILIES) await ok([family, '--from', distOf(family), '--version', 'v1']);
  const next = contractOf(SHELL_BUILD) + 1;
  // The new shell, staged: it would be refused now (every live remote speaks the old contract).
  const staged = await ok([
    'shell',
    '--from',
    keep(variantOf(SHELL_BUILD, { contractVersion: next })),
    '--version',
    's2',
    '--stage',
  ]);
  expect(staged.stdout).toContain('it would be refused as things are live now');
  const newShell = path.join(buckets.shellDir, '_releases', 's2');
  // Each remote staged and checked against the new shell build.
  for (const family of FAMILIES) {
    const build = keep(variantOf(distOf(family), { contractVersion: next }));
    const result = await ok([family, '--from', build, '--version', 'v2', '--stage', '--against', newShell]);
    expect(result.stdout).toContain('checks: family, contract version and UI kit fit');
  }
  // One at a time is refused: either side would meet the other contract.
  expect((await refused(['promote', 'sales', 'v2', '--skip-smoke'])).stderr).toContain('contract version');
  const shellAlone = await refused(['promote', 'shell', 's2']);
  for (const family of FAMILIES) expect(shellAlone.stderr).toContain(`${family} v1 speaks`);
  expect(readJson(path.join(buckets.shellDir, 'portal-build.json')).contractVersion).toBe(next - 1);

  const together = ['promote', 'shell', 's2', ...FAMILIES.flatMap((f) => [f, 'v2']), '--skip-smoke'];
  const promoted = await ok(together);
  for (const family of FAMILIES) expect(promoted.stdout).toContain(`${family}: v1 → v2 (promoted`);
  expect(promoted.stdout).toContain('shell: s1 → s2 (promoted');
  for (const family of FAMILIES) expect(map()[`portal_${family}`]).toBe(`${family}/v2/mf-manifest.json`);
  expect(readJson(path.join(buckets.shellDir, 'portal-build.json')).contractVersion).toBe(next);
});

test('builds are made outside the CDN folder and appear there complete; version names are honest', async () => {
  test.setTimeout(180_000);
  await ok(['shell', '--from', SHELL_BUILD, '--version', 's1']);
  const commit = 'abcdef1234567890abcdef1234567890abcdef12';
  const named = async (patch: Record<string, unknown>) => {
    const result = await ok(['sales', '--from', keep(variantOf(SALES_BUILD, patch))]);
    return /sales (\S+) published/.exec(result.stdout)?.[1];
  };
  expect(await named({ commit, modified: true })).toMatch(/^\d{8}-\d{6}-abcdef1-modified$/);
  expect(await named({ commit, modified: false })).toMatch(/^\d{8}-\d{6}-abcdef1$/);
  expect(await named({ commit: null, modified: true })).toMatch(/^\d{8}-\d{6}$/);

  // A real build: watch the CDN folder and the build folder while it runs.
  const builds = keep(tempBuckets().root);
  const seenInCdn = new Map<string, boolean>();
  const seenBuilding = new Set<string>();
  const watch = setInterval(() => {
    for (const entry of readdirSync(path.join(buckets.cdn, 'sales'))) {
      if (!seenInCdn.has(entry)) {
        seenInCdn.set(entry, existsSync(path.join(buckets.cdn, 'sales', entry, 'mf-manifest.json')));
      }
    }
    if (existsSync(builds)) for (const entry of readdirSync(builds)) seenBuilding.add(entry);
  }, 5);
  const before = new Set(readdirSync(path.join(buckets.cdn, 'sales')));
  try {
    await ok(['sales', '--version', 'built'], { PORTAL_BUILD_TMP: builds });
  } finally {
    clearInterval(watch);
  }
  const appeared = [...seenInCdn].filter(([name]) => !before.has(name));
  // Only the version folder ever appeared in the CDN, and it was complete when it did.
  expect(appeared).toEqual([['built', true]]);
  expect([...seenBuilding].some((name) => name.startsWith('portal-build-sales-'))).toBe(true);
  expect(readdirSync(builds)).toEqual([]);
  const info = readJson(path.join(buckets.cdn, 'sales', 'built', 'portal-build.json'));
  expect(info).toMatchObject({
    app: 'sales',
    federationName: 'portal_sales',
    contractVersion: contractOf(SHELL_BUILD),
  });

  // Built on another file system (a mounted bucket is one), the folder cannot be renamed in: it is
  // copied with its entry files last, so whenever mf-manifest.json is there, everything is.
  const otherFs = '/dev/shm';
  if (existsSync(otherFs) && statSync(otherFs).dev !== statSync(buckets.cdn).dev) {
    const copied = path.join(buckets.cdn, 'sales', 'copied');
    const filesOf = (dir: string) =>
      readdirSync(dir, { recursive: true }).filter((f) => statSync(path.join(dir, String(f))).isFile());
    const seen: { manifest: boolean; files: number }[] = [];
    const poll = setInterval(() => {
      if (!existsSync(copied)) return;
      try {
        seen.push({
          manifest: existsSync(path.join(copied, 'mf-manifest.json')),
          files: filesOf(copied).length,
        });
      } catch {
        // a file listed and not yet there: the next look sees it
      }
    }, 1);
    const shm = mkdtempSync(path.join(otherFs, 'portal-builds-'));
    cleanup.push(shm);
    try {
      await ok(['sales', '--version', 'copied', '--stage'], { PORTAL_BUILD_TMP: shm });
    } finally {
      clearInterval(poll);
    }
    const complete = filesOf(copied).length;
    expect(seen.filter((s) => s.manifest).every((s) => s.files === complete)).toBe(true);
    // The same, without depending on when the polls fell: the manifest was written after every file.
    const written = (file: string) => statSync(path.join(copied, file)).mtimeMs;
    const newest = Math.max(...filesOf(copied).map((file) => written(String(file))));
    expect(written('mf-manifest.json')).toBe(newest);
    expect(readdirSync(shm)).toEqual([]);
  }

  // The shell's build script is two builds (the portal, then the landing page): both land in the release.
  await ok(['shell', '--version', 'built'], { PORTAL_BUILD_TMP: builds });
  for (const page of ['index.html', 'landing.html', 'portal-build.json']) {
    expect(existsSync(path.join(buckets.shellDir, '_releases', 'built', page)), page).toBe(true);
    expect(readFileSync(path.join(buckets.shellDir, page), 'utf8')).toBe(
      readFileSync(path.join(buckets.shellDir, '_releases', 'built', page), 'utf8'),
    );
  }
  expect(readdirSync(builds)).toEqual([]);
});
