// The workspace's package folders, read from the `packages:` list of
// pnpm-workspace.yaml (other lists in that file, such as
// onlyBuiltDependencies, are not folders). Plain JavaScript: with-pnpm.mjs
// reads it before anything is installed.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function workspaceFolders(root) {
  const lines = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8').split('\n');
  const start = lines.findIndex((line) => /^packages:\s*$/.test(line));
  if (start < 0) return [];
  const folders = [];
  for (const line of lines.slice(start + 1)) {
    const item = /^\s+-\s+['"]?([^'"#\s]+)['"]?\s*(#.*)?$/.exec(line);
    if (item) folders.push(item[1]);
    else if (/^\S/.test(line)) break;
  }
  return folders;
}
