// @vitest-environment node
/**
 * A block (`blocks/<entity>/`: one shared table's rows, figures, table, charts and sample) stays in the
 * kit only while two or more remote families use it; what one family alone uses belongs in that
 * family's `common/` (docs/architecture.md, "The dashboard toolkit"). A family uses a block when it
 * imports one of the names the block's files export. `pnpm new:dashboard`'s template counts as a user:
 * every new dashboard, in any family, starts from what it imports (the runs every workflow has).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const BLOCKS = path.dirname(fileURLToPath(import.meta.url));
const REMOTES = path.resolve(BLOCKS, '../../../remotes');
const TEMPLATE = path.resolve(BLOCKS, '../../../scripts/new-dashboard.ts');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === 'node_modules' ? [] : sources(full);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** The names a file exports by declaration. */
const exportedNames = (text: string) =>
  [...text.matchAll(/^export (?:async )?(?:function|const|class|type|interface|enum) (\w+)/gm)].map(
    (m) => m[1],
  );

/** The names a file imports from the kit's entries. */
const kitImports = (text: string) =>
  [...text.matchAll(/import (?:type )?\{([^}]*)\} from '@portal\/dashboard-kit\/[\w/]+'/g)].flatMap((m) =>
    (m[1] ?? '').split(',').map(
      (name) =>
        name
          .replace(/^\s*type\s+/, '')
          .split(' as ')[0]
          ?.trim() ?? '',
    ),
  );

const families = readdirSync(REMOTES).filter((name) => statSync(path.join(REMOTES, name)).isDirectory());
const importsOf = new Map(
  families.map((family) => [
    family,
    new Set(
      sources(path.join(REMOTES, family, 'src')).flatMap((file) => kitImports(readFileSync(file, 'utf8'))),
    ),
  ]),
);
importsOf.set('the new:dashboard template', new Set(kitImports(readFileSync(TEMPLATE, 'utf8'))));
const blocks = readdirSync(BLOCKS).filter((name) => statSync(path.join(BLOCKS, name)).isDirectory());

describe('the kit’s blocks', () => {
  it('are found, and read the families', () => {
    expect(blocks).toEqual(expect.arrayContaining(['campaigns', 'conversations', 'leads', 'runs']));
    expect(families.length).toBe(6);
  });

  it.each(blocks)('%s is used by two or more families', (block) => {
    const names = new Set(
      sources(path.join(BLOCKS, block)).flatMap((file) => exportedNames(readFileSync(file, 'utf8'))),
    );
    const users = [...importsOf.keys()].filter((family) =>
      [...(importsOf.get(family) ?? [])].some((name) => names.has(name)),
    );
    expect(users.length, `${block} is used by ${users.join(', ') || 'no family'}`).toBeGreaterThanOrEqual(2);
  });
});
