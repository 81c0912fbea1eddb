/**
 * `releases.json`, the release tool's record (docs/deploy.md, "Releasing"): for each app (a remote
 * family in the CDN folder, `shell` in the shell's folder) every published version and every switch of
 * what is live, in order. A rollback follows the switches, not the publishing order: it undoes the
 * last switch that is not itself undone, so v1 → v2 → rollback (v1) → v3 → rollback goes to v1, the
 * version that was live before v3, never to v2, which had been rolled back.
 *
 *   { "sales": { "current": "v3",
 *                "versions": [{ "version": "v1", "publishedAt": "…", "build": {…}, "smoke": {…} }, …],
 *                "switches": [{ "at": "…", "action": "release", "version": "v1", "from": null }, …] } }
 *
 * Actions: `release` (published and switched at once), `promote` (a staged version switched), `switch`
 * (rollback --to: a chosen version, itself undone by the next rollback), `rollback` (an undo).
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeJsonAtomically } from './atomic.mjs';

export const HISTORY_FILE = 'releases.json';

export function readHistory(dir) {
  const file = path.join(dir, HISTORY_FILE);
  const history = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  for (const entry of Object.values(history)) upgrade(entry);
  return history;
}

export function writeHistory(dir, history) {
  writeJsonAtomically(path.join(dir, HISTORY_FILE), history);
}

/** The app's record, created empty on first use. */
export function entryOf(history, app) {
  history[app] ??= { current: null, versions: [], switches: [] };
  return history[app];
}

/**
 * Files written by the first release tool had no switches: versions in release order and the live one.
 * Their switches were: each version released in turn, then a rollback if the live one is not the last.
 */
function upgrade(entry) {
  if (entry.switches) return;
  entry.switches = [];
  let from = null;
  for (const v of entry.versions) {
    v.publishedAt ??= v.releasedAt;
    delete v.releasedAt;
    entry.switches.push({ at: v.publishedAt, action: 'release', version: v.version, from });
    from = v.version;
  }
  if (entry.current && entry.current !== from) {
    entry.switches.push({ at: null, action: 'rollback', version: entry.current, from });
  }
}

/** The versions that were live, oldest first, with rollbacks undone: the last one is live. */
export function liveStack(entry) {
  const stack = [];
  for (const s of entry.switches) {
    if (s.action === 'rollback') stack.pop();
    if (stack.at(-1) !== s.version) stack.push(s.version);
  }
  return stack;
}

/** The version a plain rollback goes to: the one live before the current one went live. */
export function rollbackTarget(entry) {
  return liveStack(entry).at(-2);
}

export function recordSwitch(entry, { action, version, forced }) {
  entry.switches.push({
    at: new Date().toISOString(),
    action,
    version,
    from: entry.current,
    ...(forced?.length ? { forced } : {}),
  });
  entry.current = version;
}

export function versionRecord(entry, version) {
  return entry.versions.find((v) => v.version === version);
}

/** Lines for `pnpm release list`: what is live, what is published (and only staged), every switch. */
export function describe(app, entry) {
  if (!entry || entry.versions.length === 0) return [`${app.padEnd(9)} (not released)`];
  const live = new Set(entry.switches.map((s) => s.version));
  const versions = entry.versions.map((v) => {
    const marks = [
      v.version === entry.current ? 'live' : live.has(v.version) ? '' : 'staged',
      v.smoke ? `smoke ${v.smoke.ok ? 'passed' : 'FAILED'}` : '',
    ].filter(Boolean);
    return marks.length ? `${v.version} (${marks.join(', ')})` : v.version;
  });
  const lines = [
    `${app.padEnd(9)} live: ${entry.current ?? 'none'}`,
    `          published: ${versions.join(', ')}`,
  ];
  lines.push('          switches:');
  for (const s of entry.switches) {
    const when = s.at ? s.at.slice(0, 19).replace('T', ' ') : '(time unknown)';
    const forced = s.forced ? `  FORCED past: ${s.forced.join('; ')}` : '';
    lines.push(`            ${when}  ${s.action.padEnd(8)} ${s.from ?? 'none'} → ${s.version}${forced}`);
  }
  lines.push(`          a rollback goes to: ${rollbackTarget(entry) ?? 'nothing (first live version)'}`);
  return lines;
}
