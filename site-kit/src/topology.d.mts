export type RemoteName = 'marketing' | 'portfolio' | 'contact' | 'chat';
export type PortKey = 'site' | RemoteName | 'chatServer';
export type ExposedModule = 'Home' | 'About' | 'PrivacyPolicy' | 'Portfolio' | 'StartProject' | 'ChatWidget';
/** The shell's page keys: one route element each. */
export type PageKey = 'home' | 'portfolio' | 'about' | 'privacyPolicy';

export interface ServiceRow<K extends PortKey = PortKey> {
  key: K;
  variable: string;
  service: string;
  port: number;
}

export interface RemoteRow {
  name: RemoteName;
  folder: `remote-${RemoteName}`;
  portVariable: string;
  urlVariable: string;
  /** Its code talks to chat-server (its standalone dev page is an allowed origin in `npm run dev`). */
  callsChatServer: boolean;
  port: number;
  /** Exposed module → source file, relative to the remote's folder. */
  exposes: Readonly<Partial<Record<ExposedModule, string>>>;
}

export interface Route {
  /** react-router syntax: `:param` one segment, `:param?` an optional one. */
  path: string;
  remote: RemoteName;
  module: ExposedModule;
  page: PageKey;
  /** The canonical path in sitemap.xml; absent for an alias. */
  sitemap?: string;
}

export const SITE: Readonly<ServiceRow<'site'> & { variable: 'PORT'; service: 'shell' }>;
export const CHAT_SERVER: Readonly<ServiceRow<'chatServer'> & { variable: 'CHAT_PORT'; service: 'chat-server' }>;
/** The sales team's inbox: its own port, outside PORT_TABLE (not part of the public site). */
export const SALES_INBOX: Readonly<{ key: 'salesInbox'; variable: 'INBOX_PORT'; service: 'sales-inbox'; port: number }>;
export const REMOTES: ReadonlyArray<Readonly<RemoteRow>>;
export const ROUTES: ReadonlyArray<Readonly<Route>>;
export const PORT_TABLE: ReadonlyArray<ServiceRow>;
export const SITEMAP_PATHS: readonly string[];

export function remoteOf(name: RemoteName): Readonly<RemoteRow>;
export function federationExposes(name: RemoteName): Record<string, string>;
export function mountedModules(name: RemoteName): ExposedModule[];
export function defaultManifestUrl(name: RemoteName): string;
export function remoteManifestUrl(name: RemoteName, env?: Record<string, string | undefined>): string;
export function pageModulesByRemote(): Partial<Record<RemoteName, ExposedModule[]>>;
export function routeFor(pathname: string): Readonly<Route> | null;

export class PortSettingError extends Error {}
export function parsePort(variable: string, value: string | number): number;
export function portsFromEnv(env?: Record<string, string | undefined>): Record<PortKey, number>;
export function portsFromBase(base: number): Record<PortKey, number>;
export function serviceOf(key: PortKey): string;
export function portsFromBuild(injected: string | undefined): Record<PortKey, number>;
