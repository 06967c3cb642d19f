/** chat-server's data-rights endpoints (chat-server/README.md, issue 8), for the visitor's own data only. */
export const PRIVACY_PATHS = { export: '/api/privacy/export', data: '/api/privacy/data' } as const;

export type ExportFormat = 'json' | 'markdown';

export interface ConversationExport {
  blob: Blob;
  fileName: string;
}

const EXTENSIONS: Record<ExportFormat, string> = { json: 'json', markdown: 'md' };

function fileNameOf(disposition: string | null, format: ExportFormat): string {
  const match = disposition?.match(/filename="([^"]+)"/);
  return match?.[1] ?? `conversations.${EXTENSIONS[format]}`;
}

/** GET the visitor's conversations as a file; null on any failure. */
export async function fetchConversationExport(apiBaseUrl: string, token: string, format: ExportFormat): Promise<ConversationExport | null> {
  try {
    const response = await fetch(`${apiBaseUrl}${PRIVACY_PATHS.export}?format=${format}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (!response.ok) return null;
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition'), format) };
  } catch {
    return null;
  }
}

/** DELETE everything chat-server keeps about the visitor; false on any failure. */
export async function deleteVisitorData(apiBaseUrl: string, token: string): Promise<boolean> {
  try {
    const response = await fetch(`${apiBaseUrl}${PRIVACY_PATHS.data}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** Hands a file to the browser's download manager. */
export function saveFile({ blob, fileName }: ConversationExport): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download can start.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
