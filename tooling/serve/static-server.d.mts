import type { Express, Router } from 'express';
import type { Server } from 'node:http';

export function cacheControlFor(filePath: string): string;
export function staticFiles(dir: string, options?: { index?: string | false }): Router;
export function releaseFiles(dir: string): Router;
export interface EdgeLimits {
  maxConnectionsPerAddress: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  idleTimeoutMs: number;
}
export const EDGE_LIMITS: Readonly<EdgeLimits>;
export function createEdgeServer(app: Express, limits?: Partial<EdgeLimits>, options?: { exempt?: (address: string) => boolean }): Server;
export function listen(appOrServer: Express | Server, options: { port: number; host?: string; service: string }): Promise<Server>;
export function closeOnSignals(server: Server, service: string): void;
