import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';
import { openDatabase } from './database.js';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'chat-server-lock-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** The pid of a process that has already exited. */
function pidOfFinishedProcess(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('data folder lock', () => {
  it('refuses a second holder while the first one runs, naming its pid', () => {
    const folder = path.join(root, 'pglite');
    const lock = lockDataDir(folder);
    expect(() => lockDataDir(folder)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(folder)).toThrow(`in use by another chat-server (pid ${process.pid})`);
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    lockDataDir(folder).release();
  });

  it('refuses a folder held by another running process', () => {
    const folder = path.join(root, 'pglite');
    // The test runner's parent process is alive for as long as this test runs.
    writeFileSync(`${folder}.lock`, JSON.stringify({ pid: process.ppid }));
    expect(() => lockDataDir(folder)).toThrow(`pid ${process.ppid}`);
  });

  it('takes over a lock left by a process that is gone', () => {
    const folder = path.join(root, 'pglite');
    writeFileSync(`${folder}.lock`, JSON.stringify({ pid: pidOfFinishedProcess() }));
    const lock = lockDataDir(folder);
    expect(() => lockDataDir(folder)).toThrow(`pid ${process.pid}`);
    lock.release();
  });

  it('keeps a second embedded database off a folder in use until the first one is closed', async () => {
    const dataDir = path.join(root, 'pglite');
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirLockedError);
    await first.close();
    const second = await openDatabase({ dataDir });
    expect(await second.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
    await second.close();
  });
});
