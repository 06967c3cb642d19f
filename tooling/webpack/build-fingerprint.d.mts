export const ROOT: string;
export function withWorkspaceDeps(folder: string): string[];
export function buildFingerprint(folder: string, env?: Record<string, string | undefined>): string | null;
