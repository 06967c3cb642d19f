// The composed site's processes: one site server, four remote servers and
// chat-server, each on its own port. Used by `start` and by the e2e fixture,
// so the tests run the same processes a newcomer starts.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import path from 'node:path';
import {
  CHAT_SERVER,
  REMOTES,
  SITE,
  portsFromBase as topologyPortsFromBase,
  portsFromEnv as portTableFromEnv,
  type PortKey,
  type RemoteRow,
  SALES_INBOX,
} from '../site-kit/src/topology.mjs';
import { assertPortFree } from './preflight.mjs';
import type { Supervisor } from './supervisor.ts';

export { assertPortFree };

export const ROOT = path.resolve(import.meta.dirname, '..');

/** Every process of the site (site-kit/src/topology.mjs): chat-server, the remotes, the site server. */
export const SERVICE_NAMES: readonly ServiceName[] = [CHAT_SERVER.service, ...REMOTES.map((remote) => remote.folder), SITE.service];
export type ServiceName = 'chat-server' | RemoteRow['folder'] | 'shell' | 'sales-inbox';

export type SitePorts = Record<PortKey, number>;

/** The ports of the default table (site-kit/src/topology.mjs), each moved by its variable. */
export function portsFromEnv(env: NodeJS.ProcessEnv = process.env): SitePorts {
  return portTableFromEnv(env);
}

/** Consecutive ports from `base`: site, the four remotes, chat-server. */
export function portsFromBase(base: number): SitePorts {
  return topologyPortsFromBase(base);
}

interface ServiceSpec {
  name: ServiceName;
  port: number;
  cwd: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}

function remoteSpec(remote: Readonly<RemoteRow>, port: number): ServiceSpec {
  const name = remote.folder;
  return {
    name,
    port,
    cwd: path.join(ROOT, name),
    args: [path.join(ROOT, 'tooling/serve/serve-remote.mjs'), '--name', name, '--port', String(port)],
    env: { PORT: String(port) },
  };
}

function serviceSpecs(ports: SitePorts, extraEnv: NodeJS.ProcessEnv, chatServerUrl: string): ServiceSpec[] {
  const manifest = (port: number) => `http://localhost:${port}/mf-manifest.json`;
  const inboxPort = Number(process.env[SALES_INBOX.variable] || SALES_INBOX.port);
  // The inbox's page calls chat-server's inbox API through its own proxy, from its own origin.
  const origins = [ports.site, inboxPort].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
  return [
    {
      name: CHAT_SERVER.service,
      port: ports.chatServer,
      cwd: path.join(ROOT, CHAT_SERVER.service),
      args: ['dist/main.js'],
      env: {
        [CHAT_SERVER.variable]: String(ports.chatServer),
        ALLOWED_ORIGINS: extraEnv.ALLOWED_ORIGINS ?? origins.join(','),
        TRUST_PROXY: extraEnv.TRUST_PROXY ?? 'loopback',
      },
    },
    ...REMOTES.map((remote) => remoteSpec(remote, ports[remote.name])),
    // The sales team's inbox: started only when asked for (`npm start` does), on its own port.
    {
      name: SALES_INBOX.service,
      port: inboxPort,
      cwd: path.join(ROOT, SALES_INBOX.service),
      args: ['--disable-warning=DEP0060', 'server/inbox-server.mjs'],
      env: { CHAT_SERVER_URL: chatServerUrl },
    },
    {
      name: SITE.service,
      port: ports.site,
      cwd: path.join(ROOT, SITE.service),
      // http-proxy (under http-proxy-middleware, unmaintained since 2020) calls the deprecated util._extend
      // at the first proxied request; that one warning says nothing to whoever runs the site.
      args: ['--disable-warning=DEP0060', 'server/main.ts'],
      env: {
        [SITE.variable]: String(ports.site),
        CHAT_SERVER_URL: chatServerUrl,
        ...Object.fromEntries(REMOTES.map(({ name, urlVariable }) => [urlVariable, extraEnv[urlVariable] ?? manifest(ports[name])])),
      },
    },
  ];
}

export async function waitUntilHealthy(port: number, name: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} while starting`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${name} did not answer /healthz on port ${port} within ${timeoutMs} ms`);
}

export interface SiteOptions {
  ports: SitePorts;
  /** Added to every service's environment (after process.env). */
  env?: NodeJS.ProcessEnv;
  /** Where the services' output goes: 'inherit' prefixes lines on this terminal; a path appends to that file. */
  output?: 'inherit' | string;
  startTimeoutMs?: number;
  /**
   * Where the site server proxies /api and /socket.io (default: the
   * chat-server it starts, on `ports.chatServer`). The scaled site points it
   * at its balancer.
   */
  chatServerUrl?: string;
  /** The services `startAll` starts (default: all of them). */
  services?: readonly ServiceName[];
  /**
   * Called when a service that had started exits without being asked to
   * (`reason` names the exit code or signal). Not called for a service that
   * fails while starting: `start` rejects then.
   */
  onUnexpectedExit?: (name: ServiceName, reason: string) => void;
  /** Restarts a service that exits without being asked to (instead of `onUnexpectedExit`). */
  supervisor?: Supervisor;
}

/** The running composed site. */
export class Site {
  private readonly specs: Map<ServiceName, ServiceSpec>;
  private readonly children = new Map<ServiceName, ChildProcess>();
  /** Children asked to stop: their exit is expected. */
  private readonly stopping = new WeakSet<ChildProcess>();
  private readonly logFile: WriteStream | null;
  private readonly options: SiteOptions;

  constructor(options: SiteOptions) {
    this.options = options;
    this.specs = new Map(serviceSpecs(options.ports, options.env ?? {}, this.chatServerUrl).map((spec) => [spec.name, spec]));
    this.logFile = options.output && options.output !== 'inherit' ? createWriteStream(options.output, { flags: 'a' }) : null;
  }

  get url(): string {
    return `http://localhost:${this.options.ports.site}`;
  }

  get chatServerUrl(): string {
    return this.options.chatServerUrl ?? `http://127.0.0.1:${this.options.ports.chatServer}`;
  }

  private get selectedServices(): readonly ServiceName[] {
    return this.options.services ?? SERVICE_NAMES;
  }

  async checkPorts(): Promise<void> {
    for (const name of this.selectedServices) {
      const spec = this.specs.get(name);
      if (spec) await assertPortFree(spec.port, spec.name);
    }
  }

  /**
   * Starts every service (chat-server and the remotes first, the site server
   * last). If one fails, the ones already started are stopped again.
   */
  async startAll(): Promise<void> {
    await this.checkPorts();
    try {
      await Promise.all(this.selectedServices.filter((name) => name !== 'shell').map((name) => this.start(name)));
      if (this.selectedServices.includes('shell')) await this.start('shell');
    } catch (error) {
      await this.stopAll();
      throw error;
    }
  }

  async start(name: ServiceName): Promise<void> {
    const spec = this.specs.get(name);
    if (!spec) throw new Error(`unknown service ${name}`);
    if (this.children.has(name)) return;
    const child = spawn(process.execPath, spec.args, {
      cwd: spec.cwd,
      env: { ...process.env, ...this.options.env, ...spec.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.children.set(name, child);
    this.pipeOutput(name, child);
    let started = false;
    child.once('exit', (code, signal) => {
      if (this.children.get(name) !== child) return;
      this.children.delete(name);
      if (!started || this.stopping.has(child)) return;
      const reason = signal ? `signal ${signal}` : `exit code ${code}`;
      if (this.options.supervisor) this.options.supervisor.serviceStopped(name, reason, () => this.start(name));
      else this.options.onUnexpectedExit?.(name, reason);
    });
    await waitUntilHealthy(spec.port, name, child, this.options.startTimeoutMs ?? 60_000);
    started = true;
  }

  /** Stops one service with SIGTERM (SIGKILL after 5 s) and waits for it to exit. */
  async stop(name: ServiceName, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.children.get(name);
    if (!child) return;
    if (child.exitCode !== null || child.signalCode !== null) {
      this.children.delete(name);
      return;
    }
    this.stopping.add(child);
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
    this.children.delete(name);
  }

  /** The process id of a running service (the release e2e checks the site server is never restarted). */
  pid(name: ServiceName): number | undefined {
    return this.children.get(name)?.pid;
  }

  /** Stops the site server first, then everything else. */
  async stopAll(): Promise<void> {
    this.options.supervisor?.stop();
    await this.stop('shell');
    await Promise.all([...this.children.keys()].map((name) => this.stop(name)));
    this.logFile?.end();
  }

  private pipeOutput(name: ServiceName, child: ChildProcess): void {
    const write = (chunk: Buffer) => {
      const lines = chunk.toString().split('\n').filter(Boolean);
      for (const line of lines) {
        const text = `[${name}] ${line}\n`;
        if (this.logFile) this.logFile.write(text);
        else process.stdout.write(text);
      }
    };
    child.stdout?.on('data', write);
    child.stderr?.on('data', write);
  }
}
