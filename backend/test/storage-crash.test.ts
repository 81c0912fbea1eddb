/**
 * Storage writes survive `kill -9`: the stack runs in its own process (src/main.ts), is killed with
 * SIGKILL while a large upload streams to disk, and started again on the same database and storage
 * directory. What was committed before is intact; the cut upload left no row, and its bytes are gone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { testEngines } from './harness.ts';
import { connect, type StackProcess, startStackProcess } from './storage-kit.ts';

const MB = 1024 * 1024;

describe.each(testEngines())('storage after kill -9 on %s', (engine) => {
  let stack: StackProcess | undefined;
  afterAll(async () => {
    await stack?.stop();
  });

  it('keeps committed objects, and neither a row nor bytes of an upload cut short', async () => {
    stack = await startStackProcess(engine);
    const service = connect(stack, stack.serviceRoleKey).storage;
    expect((await service.createBucket('crash', { public: false })).error).toBeNull();
    const bucket = service.from('crash');
    expect(
      (await bucket.upload('kept.txt', Buffer.from('committed'), { contentType: 'text/plain' })).error,
    ).toBeNull();

    // An upload that sends 20 MB and then waits forever: killed while its bytes are in tmp/.
    let sent = 0;
    const endless = new Readable({
      read() {
        if (sent < 20 * MB) {
          sent += MB;
          this.push(Buffer.alloc(MB, 7));
        }
      },
    });
    const cut = bucket.upload('cut.bin', endless as never, { contentType: 'application/octet-stream' });
    const tmpDir = path.join(stack.storageDir, 'tmp');
    const onDisk = () =>
      fs.readdirSync(tmpDir).reduce((n, f) => n + fs.statSync(path.join(tmpDir, f)).size, 0);
    for (let i = 0; i < 200 && onDisk() < 10 * MB; i++) await new Promise((r) => setTimeout(r, 50));
    expect(onDisk()).toBeGreaterThanOrEqual(10 * MB);

    stack.child.kill('SIGKILL');
    expect((await cut).error).not.toBeNull();
    stack = await stack.restart();

    const after = connect(stack, stack.serviceRoleKey).storage.from('crash');
    expect(await (await after.download('kept.txt')).data?.text()).toBe('committed');
    expect((await after.exists('cut.bin')).data).toBe(false);
    expect((await after.list()).data?.map((f) => f.name)).toEqual(['kept.txt']);
    expect(fs.readdirSync(tmpDir)).toEqual([]);
    const objectsDir = path.join(stack.storageDir, 'objects');
    const files = fs.readdirSync(objectsDir).flatMap((fan) => fs.readdirSync(path.join(objectsDir, fan)));
    const info = await after.info('kept.txt');
    expect(files).toEqual([info.data?.version]);
  });
});
