import type { Express, Router } from 'express';
import type { Server } from 'node:http';

export function cacheControlFor(filePath: string): string;
export function staticFiles(dir: string, options?: { index?: string | false }): Router;
export function releaseFiles(dir: string): Router;
export function listen(app: Express, options: { port: number; host?: string; service: string }): Promise<Server>;
export function closeOnSignals(server: Server, service: string): void;
