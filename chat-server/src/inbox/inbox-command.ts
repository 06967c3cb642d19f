/**
 * `npm run inbox -- add-user --email ada@example.com --name "Ada" --role admin`:
 * adds a staff account to the database the environment configures. The
 * password is read from a hidden prompt, or from the first line of stdin when
 * it is piped, never from the command line (it would stay in the shell's
 * history and in the process list).
 */
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import password from '@inquirer/password';
import { newStaffUserSchema } from '@agency/chat-protocol/inbox';
import { loadConfig } from '../config/config.js';
import { openConfiguredDatabase } from '../storage/database.js';
import { AuditLog } from './audit-log.js';
import { StaffStore } from './staff-store.js';

const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const USAGE =
  'usage: npm run inbox -- add-user --email <e-mail> --name <display name> --role admin|agent  (password on stdin or at the prompt)';

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return (await text(process.stdin)).split(/\r?\n/)[0] ?? '';
  const first = await password({ message: 'Password (at least 12 characters):', mask: '*' });
  const again = await password({ message: 'The same password again:', mask: '*' });
  if (first !== again) throw new Error('the two passwords differ');
  return first;
}

async function addUser(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
    strict: true,
  });
  const parsed = newStaffUserSchema.safeParse({
    email: values.email,
    displayName: values.name,
    role: values.role,
    password: await readPassword(),
  });
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`).join('; '));
  }
  const config = loadConfig(process.env, PACKAGE_ROOT);
  const db = await openConfiguredDatabase(config);
  try {
    const user = await new StaffStore(db).addUser(parsed.data);
    await new AuditLog(db).record(null, 'user_added', `${user.email} (${user.role}) from the command line`);
    console.error(`inbox: ${user.role} ${user.email} added`);
  } finally {
    await db.close();
  }
}

async function main([command, ...args]: string[]): Promise<void> {
  if (command === 'add-user') return addUser(args);
  throw new Error(USAGE);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`inbox: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
