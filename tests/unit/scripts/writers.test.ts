/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { writeFileAtomic } from '../../../scripts/lib/atomicWrite';
import { acquireLock } from '../../../scripts/lib/lock';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'zq-writers-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('writeFileAtomic', () => {
  it('replaces a file whole and leaves no temporary file behind', () => {
    const file = join(dir, 'activeList', 'index.html');
    writeFileAtomic(file, '<html>old</html>');
    writeFileAtomic(file, '<html>new</html>');
    expect(readFileSync(file, 'utf8')).toBe('<html>new</html>');
    expect(readdirSync(join(dir, 'activeList'))).toEqual(['index.html']);
  });
});

describe('acquireLock', () => {
  it('lets one writer at a time hold dist/, and the next one in once it is released', async () => {
    const lockFile = join(dir, 'dist.lock');
    const first = await acquireLock(lockFile, 0);
    await expect(acquireLock(lockFile, 300)).rejects.toThrow(/another process is writing the pages/);
    first.release();
    const second = await acquireLock(lockFile, 0);
    expect(existsSync(lockFile)).toBe(true);
    second.release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('a released lock stops listening for the process to end (a loop takes it once a pass)', async () => {
    const lockFile = join(dir, 'dist.lock');
    const before = process.listenerCount('exit');
    for (let pass = 0; pass < 12; pass += 1) (await acquireLock(lockFile, 0)).release();
    expect(process.listenerCount('exit')).toBe(before);
  });

  it('takes over a lock left by a writer that no longer runs', async () => {
    const lockFile = join(dir, 'dist.lock');
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(lockFile, gone.stdout);
    const lock = await acquireLock(lockFile, 0);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
