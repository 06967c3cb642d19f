export function assertPortFree(port: number, service: string): Promise<void>;
export function preflight(kind: 'start' | 'dev' | 'scaled', env?: NodeJS.ProcessEnv): Promise<string | null>;
