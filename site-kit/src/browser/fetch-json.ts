export interface JsonResponse {
  ok: boolean;
  status: number;
  /** The parsed body; undefined when the body was empty or not JSON. */
  body: unknown;
}

export interface FetchJsonInit {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  credentials?: RequestCredentials;
  /** A request that hangs longer fails like a network error, instead of spinning forever. */
  timeoutMs: number;
}

function timeoutSignal(ms: number): AbortSignal | undefined {
  return typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(ms) : undefined;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * A JSON request with a timeout. Resolves with any HTTP answer (check `ok`);
 * rejects only when no answer came (offline, server down, timeout).
 */
export async function fetchJson(
  url: string,
  { method = 'GET', body, headers, credentials, timeoutMs }: FetchJsonInit,
): Promise<JsonResponse> {
  const response = await fetch(url, {
    method,
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(credentials ? { credentials } : {}),
    signal: timeoutSignal(timeoutMs),
  });
  return { ok: response.ok, status: response.status, body: await readJson(response) };
}
