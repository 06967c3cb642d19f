export type PortKey = 'site' | 'marketing' | 'portfolio' | 'contact' | 'chat' | 'chatServer';

export const PORT_TABLE: ReadonlyArray<{ key: PortKey; variable: string; service: string; port: number }>;
export class PortSettingError extends Error {}
export function parsePort(variable: string, value: string | number): number;
export function portsFromEnv(env?: Record<string, string | undefined>): Record<PortKey, number>;
export function serviceOf(key: PortKey): string;
export function portsFromBuild(injected: string | undefined): Record<PortKey, number>;
