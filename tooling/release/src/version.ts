// A release's version is its content: the same files give the same version,
// any changed byte a new one.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The file holding a release's facts, written beside its files (not part of its content). */
export const RELEASE_FILE = 'release.json';

/** Every file under `dir`, as sorted paths relative to it with '/' separators. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => file !== RELEASE_FILE)
    .sort();
}

/** sha256 of every file and the version: the first 12 hex digits of the hash over (path, file hash) pairs. */
export async function contentVersion(dir: string): Promise<{ version: string; files: Record<string, string> }> {
  const files: Record<string, string> = {};
  const whole = createHash('sha256');
  for (const file of await listFiles(dir)) {
    const hash = createHash('sha256')
      .update(await readFile(path.join(dir, file)))
      .digest('hex');
    files[file] = hash;
    whole.update(`${file}\0${hash}\n`);
  }
  if (Object.keys(files).length === 0) throw new Error(`${dir} has no files to release`);
  return { version: whole.digest('hex').slice(0, 12), files };
}
