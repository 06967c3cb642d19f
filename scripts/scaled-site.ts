// The composed site on two chat-server nodes behind nginx (issue 8,
// "Scale-out"): the site server and the four remotes as `Site` starts them,
// two chat-server nodes sharing SESSION_SECRET, DATABASE_URL (PostgreSQL) and
// REDIS_URL, and nginx in front of the nodes with sticky routing per visitor
// address. nginx runs in the foreground as a child process with its prefix,
// pid, logs and temp files in a temporary folder. Used by `start:scaled` (run
// this file; it rebuilds what changed first) and by the scale-out e2e fixture
// (import it).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, constants, createWriteStream, type WriteStream } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStalePackages } from './build-stale.ts';
import { ROOT, SERVICE_NAMES, Site, assertPortFree, portsFromBase, portsFromEnv, waitUntilHealthy, type SitePorts } from './site.ts';

/** The balancer configuration shipped for operators; rendered here with this run's ports. */
export const NGINX_CONFIG_TEMPLATE = path.join(ROOT, 'chat-server/deploy/nginx-two-nodes.conf');
const TEMPLATE_PORTS = { balancer: 8080, nodes: [8005, 8006] } as const;

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/vaultline';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

export type ChatNodeName = 'chat-node-1' | 'chat-node-2';
export const CHAT_NODES: readonly ChatNodeName[] = ['chat-node-1', 'chat-node-2'];

export interface ScaledPorts {
  /** Site server and remotes as in `Site`; `chatServer` is the balancer (nginx). */
  site: SitePorts;
  nodes: Record<ChatNodeName, number>;
}

/** Consecutive ports from `base`: site, the four remotes, the balancer, node 1, node 2. */
export function scaledPortsFromBase(base: number): ScaledPorts {
  return {
    site: portsFromBase(base),
    nodes: { 'chat-node-1': base + 6, 'chat-node-2': base + 7 },
  };
}

/** `start:scaled` ports: the site's usual ones; the balancer on CHAT_BALANCER_PORT (8080), nodes on CHAT_PORT and CHAT_PORT + 1. */
export function scaledPortsFromEnv(env: NodeJS.ProcessEnv = process.env): ScaledPorts {
  const site = portsFromEnv(env);
  const balancer = Number(env.CHAT_BALANCER_PORT ?? TEMPLATE_PORTS.balancer);
  if (!Number.isInteger(balancer) || balancer <= 0 || balancer > 65535) throw new Error('CHAT_BALANCER_PORT must be a port number');
  return {
    site: { ...site, chatServer: balancer },
    nodes: { 'chat-node-1': site.chatServer, 'chat-node-2': site.chatServer + 1 },
  };
}

/** The nginx binary: NGINX_BIN, else `nginx` on PATH or in the usual sbin folders; null when not installed. */
export function findNginx(env: NodeJS.ProcessEnv = process.env): string | null {
  const folders = [...(env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin', '/usr/local/nginx/sbin'];
  const candidates = env.NGINX_BIN ? [env.NGINX_BIN] : folders.filter(Boolean).map((folder) => path.join(folder, 'nginx'));
  return candidates.find(isExecutable) ?? null;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The shipped configuration with this run's listen port and node ports; fails loudly if its shape changed. */
export function renderNginxConfig(template: string, balancerPort: number, nodePorts: readonly number[]): string {
  const replaceOnce = (text: string, from: string, to: string) => {
    if (text.split(from).length !== 2) throw new Error(`${NGINX_CONFIG_TEMPLATE}: expected "${from}" exactly once`);
    return text.replace(from, to);
  };
  let config = replaceOnce(template, `listen 127.0.0.1:${TEMPLATE_PORTS.balancer};`, `listen 127.0.0.1:${balancerPort};`);
  TEMPLATE_PORTS.nodes.forEach((templatePort, index) => {
    config = replaceOnce(config, `server 127.0.0.1:${templatePort} `, `server 127.0.0.1:${nodePorts[index]} `);
  });
  return config;
}

// PostgreSQL through chat-server's own driver: the root workspace has no database dependency.
interface PgClient {
  connect(): Promise<void>;
  query(sql: string): Promise<{ rows: Array<Record<string, unknown>> }>;
  end(): Promise<void>;
}
type PgClientConstructor = new (options: { connectionString: string; connectionTimeoutMillis?: number }) => PgClient;
const requireFromChatServer = createRequire(path.join(ROOT, 'chat-server/package.json'));
const { Client: PgClientClass } = requireFromChatServer('pg') as { Client: PgClientConstructor };

/** The same server and credentials, another database (the maintenance database `postgres`). */
function maintenanceUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.href;
}

function databaseName(databaseUrl: string): string {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`database name "${name}" must be lower-case letters, digits and _`);
  return name;
}

async function withMaintenanceClient<T>(databaseUrl: string, work: (client: PgClient) => Promise<T>): Promise<T> {
  const client = new PgClientClass({ connectionString: maintenanceUrl(databaseUrl), connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the database of `databaseUrl` when it does not exist yet (chat-server creates its tables). */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const name = databaseName(databaseUrl);
  await withMaintenanceClient(databaseUrl, async (client) => {
    const { rows } = await client.query(`select 1 from pg_database where datname = '${name}'`);
    if (rows.length === 0) await client.query(`create database ${name}`);
  });
}

/** Drops the database of `databaseUrl`, closing what is still connected to it. */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const name = databaseName(databaseUrl);
  await withMaintenanceClient(databaseUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}

function redisAnswersPing(redisUrl: string): Promise<boolean> {
  const { hostname, port } = new URL(redisUrl);
  return new Promise((resolve) => {
    const socket = net.createConnection({ host: hostname, port: Number(port || 6379) });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** Why the scaled site cannot start here (nginx, PostgreSQL or Redis missing), or null when it can. */
export async function scaleOutUnavailable(databaseUrl: string, redisUrl: string): Promise<string | null> {
  if (!findNginx()) return 'nginx is not installed (apt-get install nginx, or set NGINX_BIN)';
  try {
    await withMaintenanceClient(databaseUrl, (client) => client.query('select 1'));
  } catch (error) {
    return `PostgreSQL is not reachable at ${new URL(databaseUrl).host} (${error instanceof Error ? error.message : String(error)})`;
  }
  if (!(await redisAnswersPing(redisUrl))) return `Redis is not reachable at ${new URL(redisUrl).host}`;
  return null;
}

/** One line of the balancer's access log (see the `chat_balancer` log format). */
export interface BalancerLogEntry {
  time: string;
  client: string;
  method: string;
  uri: string;
  status: string;
  /** The node(s) tried, e.g. "127.0.0.1:8005" or "127.0.0.1:8005, 127.0.0.1:8006" after a failover. */
  upstream: string;
  upstreamStatus: string;
}

/** A child process with its output prefixed by its name. */
class ChildService {
  private child: ChildProcess | null = null;
  readonly name: string;
  private readonly command: string;
  private readonly args: readonly string[];
  private readonly options: { cwd: string; env: NodeJS.ProcessEnv; write: (line: string) => void };

  constructor(name: string, command: string, args: readonly string[], options: ChildService['options']) {
    this.name = name;
    this.command = command;
    this.args = args;
    this.options = options;
  }

  get running(): boolean {
    return this.child !== null;
  }

  launch(): ChildProcess {
    if (this.child) return this.child;
    const child = spawn(this.command, this.args, { cwd: this.options.cwd, env: this.options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    const write = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) this.options.write(`[${this.name}] ${line}\n`);
    };
    child.stdout?.on('data', write);
    child.stderr?.on('data', write);
    child.once('exit', () => {
      if (this.child === child) this.child = null;
    });
    return child;
  }

  /** Stops it with `signal` (SIGKILL after 5 s) and waits for it to exit. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
    if (this.child === child) this.child = null;
  }
}

export interface ScaledSiteOptions {
  ports: ScaledPorts;
  /** PostgreSQL shared by the nodes; the database must exist (see `ensureDatabase`). */
  databaseUrl: string;
  redisUrl: string;
  /** HMAC key of the visitors' tokens: the same on every node. */
  sessionSecret: string;
  /** Added to every service's environment (after process.env), e.g. ASSISTANT_PROVIDER, REDIS_CHANNEL_PREFIX. */
  env?: NodeJS.ProcessEnv;
  /** 'inherit' prefixes lines on this terminal; a path appends to that file. */
  output?: 'inherit' | string;
  startTimeoutMs?: number;
}

/** The running scaled site. */
export class ScaledSite {
  private readonly site: Site;
  private readonly nodes: Map<ChatNodeName, ChildService>;
  private nginx: ChildService | null = null;
  private nginxPrefix: string | null = null;
  private readonly logFile: WriteStream | null;
  private readonly options: ScaledSiteOptions;

  constructor(options: ScaledSiteOptions) {
    this.options = options;
    this.logFile = options.output && options.output !== 'inherit' ? createWriteStream(options.output, { flags: 'a' }) : null;
    this.site = new Site({
      ports: options.ports.site,
      env: options.env,
      output: options.output,
      startTimeoutMs: options.startTimeoutMs,
      chatServerUrl: this.balancerUrl,
      services: SERVICE_NAMES.filter((name) => name !== 'chat-server'),
    });
    this.nodes = new Map(CHAT_NODES.map((name) => [name, this.nodeService(name)]));
  }

  get url(): string {
    return this.site.url;
  }

  /** nginx in front of the nodes (the site server proxies /api and /socket.io here). */
  get balancerUrl(): string {
    return `http://127.0.0.1:${this.options.ports.site.chatServer}`;
  }

  nodeUrl(name: ChatNodeName): string {
    return `http://127.0.0.1:${this.options.ports.nodes[name]}`;
  }

  /** The node a balancer log `upstream` address belongs to (the last one tried). */
  nodeAt(upstream: string): ChatNodeName | null {
    const last = upstream.split(',').at(-1)?.trim() ?? '';
    return CHAT_NODES.find((name) => last === `127.0.0.1:${this.options.ports.nodes[name]}`) ?? null;
  }

  async startAll(): Promise<void> {
    const { ports } = this.options;
    await assertPortFree(ports.site.chatServer, 'nginx (chat balancer)');
    for (const name of CHAT_NODES) await assertPortFree(ports.nodes[name], name);
    await this.site.checkPorts();
    try {
      await Promise.all(CHAT_NODES.map((name) => this.startNode(name)));
      await this.startNginx();
      await this.site.startAll();
    } catch (error) {
      await this.stopAll();
      throw error;
    }
  }

  async startNode(name: ChatNodeName): Promise<void> {
    const service = this.nodes.get(name);
    if (!service || service.running) return;
    const child = service.launch();
    await waitUntilHealthy(this.options.ports.nodes[name], name, child, this.options.startTimeoutMs ?? 60_000);
  }

  /** Stops one node: SIGTERM lets it finish gracefully, SIGKILL is a crash. */
  async stopNode(name: ChatNodeName, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    await this.nodes.get(name)?.stop(signal);
  }

  /** The balancer's access log so far, one entry per finished request (a websocket is logged when it closes). */
  async balancerLog(): Promise<BalancerLogEntry[]> {
    if (!this.nginxPrefix) return [];
    const text = await readFile(path.join(this.nginxPrefix, 'logs/chat-balancer.log'), 'utf8').catch(() => '');
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as BalancerLogEntry);
  }

  /** The node the balancer sends `clientAddress` to now: one health request from that address, read back from the log. */
  async nodeFor(clientAddress: string): Promise<ChatNodeName | null> {
    const isProbe = (entry: BalancerLogEntry) => entry.client === clientAddress && entry.uri === '/healthz';
    const before = (await this.balancerLog()).filter(isProbe).length;
    const response = await fetch(`${this.balancerUrl}/healthz`, { headers: { 'X-Forwarded-For': clientAddress } });
    await response.arrayBuffer();
    // nginx writes the line just after the response: wait for it briefly.
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const probes = (await this.balancerLog()).filter(isProbe);
      const latest = probes.at(-1);
      if (latest && probes.length > before) return this.nodeAt(latest.upstream);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return null;
  }

  async stopAll(): Promise<void> {
    await this.site.stopAll();
    await this.nginx?.stop('SIGQUIT');
    await Promise.all(CHAT_NODES.map((name) => this.stopNode(name)));
    if (this.nginxPrefix) await rm(this.nginxPrefix, { recursive: true, force: true });
    this.nginxPrefix = null;
    this.logFile?.end();
  }

  private write = (line: string): void => {
    if (this.logFile) this.logFile.write(line);
    else process.stdout.write(line);
  };

  private nodeService(name: ChatNodeName): ChildService {
    const { options } = this;
    const siteOrigins = `http://localhost:${options.ports.site.site},http://127.0.0.1:${options.ports.site.site}`;
    return new ChildService(name, process.execPath, ['dist/main.js'], {
      cwd: path.join(ROOT, 'chat-server'),
      write: this.write,
      env: {
        ALLOWED_ORIGINS: siteOrigins,
        ...process.env,
        ...options.env,
        // Reachable through nginx only, whose X-Forwarded-For counts.
        HOST: '127.0.0.1',
        TRUST_PROXY: 'loopback',
        CHAT_PORT: String(options.ports.nodes[name]),
        DATABASE_URL: options.databaseUrl,
        REDIS_URL: options.redisUrl,
        SESSION_SECRET: options.sessionSecret,
      },
    });
  }

  private async startNginx(): Promise<void> {
    const binary = findNginx();
    if (!binary) throw new Error('nginx is not installed (apt-get install nginx, or set NGINX_BIN)');
    const prefix = await mkdtemp(path.join(os.tmpdir(), 'vaultline-nginx-'));
    this.nginxPrefix = prefix;
    await mkdir(path.join(prefix, 'logs'));
    await mkdir(path.join(prefix, 'temp'));
    const { ports } = this.options;
    const template = await readFile(NGINX_CONFIG_TEMPLATE, 'utf8');
    const configPath = path.join(prefix, 'nginx.conf');
    await writeFile(
      configPath,
      renderNginxConfig(
        template,
        ports.site.chatServer,
        CHAT_NODES.map((name) => ports.nodes[name]),
      ),
    );
    const args = ['-p', prefix, '-e', 'logs/error.log', '-c', configPath];
    const check = spawnSync(binary, [...args, '-t', '-q', '-g', 'pid nginx.pid;'], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx rejected its configuration:\n${check.stderr}`);
    this.nginx = new ChildService('nginx', binary, [...args, '-g', 'daemon off; pid nginx.pid;'], {
      cwd: prefix,
      env: process.env,
      write: this.write,
    });
    const child = this.nginx.launch();
    await waitUntilHealthy(ports.site.chatServer, 'nginx', child, this.options.startTimeoutMs ?? 60_000);
  }
}

/** The session secret of `start:scaled`: SESSION_SECRET, else generated once into chat-server/.data/scaled/. */
async function scaledSessionSecret(): Promise<string> {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const file = path.join(ROOT, 'chat-server/.data/scaled/session-secret');
  const stored = await readFile(file, 'utf8').catch(() => '');
  if (stored.trim()) return stored.trim();
  const secret = randomBytes(32).toString('hex');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  await chmod(file, 0o600);
  return secret;
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;
  const unavailable = await scaleOutUnavailable(databaseUrl, redisUrl);
  if (unavailable) {
    console.error(`The scaled site needs nginx, PostgreSQL and Redis: ${unavailable}.`);
    process.exit(1);
  }
  if (!buildStalePackages()) {
    console.error('The build failed (see above); the scaled site was not started.');
    process.exit(1);
  }
  await ensureDatabase(databaseUrl);
  const site = new ScaledSite({
    ports: scaledPortsFromEnv(),
    databaseUrl,
    redisUrl,
    sessionSecret: await scaledSessionSecret(),
    env: { DATA_DIR: path.join(ROOT, 'chat-server/.data/scaled') },
    output: 'inherit',
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\nStopping the scaled site (${signal})…`);
    await site.stopAll();
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await site.startAll();
    const nodes = CHAT_NODES.map((name) => `${name} ${site.nodeUrl(name)}`).join(', ');
    console.log(`\nThe scaled site is running at ${site.url}: nginx ${site.balancerUrl} → ${nodes}. Press Ctrl-C to stop.\n`);
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : String(error)}`);
    await site.stopAll();
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
