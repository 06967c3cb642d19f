/** Result of a JSON call: the parsed body and the HTTP status, or a network failure (status 0). */
export interface JsonResult {
  status: number;
  body: unknown;
}

/** POSTs JSON and never throws: a network failure or an unparsable body gives status 0 / body null. */
export async function postJson(url: string, body: unknown, token?: string): Promise<JsonResult> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
    const parsed: unknown = await response.json().catch(() => null);
    return { status: response.status, body: parsed };
  } catch {
    return { status: 0, body: null };
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
