/**
 * `pnpm --filter chat-server export-leads -- [--format csv|json] [--out file]`:
 * every stored lead, from the database the environment configures.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config/config.js';
import { openConfiguredDatabase } from '../storage/database.js';
import { leadsToCsv, leadsToJson } from './lead-export.js';
import { LeadStore } from './lead-store.js';

const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function option(argv: string[], name: string): string | undefined {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : undefined;
}

async function main(argv: string[]): Promise<void> {
  const format = option(argv, 'format') ?? 'csv';
  if (format !== 'csv' && format !== 'json') throw new Error(`--format must be csv or json, got "${format}"`);
  const config = loadConfig(process.env, PACKAGE_ROOT);
  const db = await openConfiguredDatabase(config);
  try {
    const leads = await new LeadStore(db).list();
    const text = format === 'csv' ? leadsToCsv(leads) : leadsToJson(leads);
    const out = option(argv, 'out');
    if (out) {
      writeFileSync(out, text);
      console.error(`export-leads: ${leads.length} leads written to ${out}`);
    } else process.stdout.write(text);
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`export-leads: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
