export function workspaceFolders(root: string): string[];
