import { fetchJson, type JsonResponse } from '@agency/site-kit/browser/fetch-json';
import type { ContactLead, ContactLeadResponse } from '@agency/chat-protocol';

/** docs/product-rules.md §7 POST /api/message. */
export const MESSAGE_PATH = '/api/message';
/** A send that hangs is reported as a failure rather than spinning forever. */
export const SEND_TIMEOUT_MS = 15_000;
/** Status reported when no HTTP response arrived (offline, server down, timeout). */
export const NO_RESPONSE_STATUS = 0;

export interface ServerIssue {
  path: PropertyKey[];
  message: string;
}

/** docs/product-rules.md §7: on failure the result has iMessage null, the HTTP status and the error text. */
export interface SendMessageFailure {
  iMessage: null;
  status: number;
  error: string;
  /** The server's field issues on a 400, for showing them at their fields. */
  issues?: ServerIssue[];
}

export type SendMessageResult = ContactLeadResponse | SendMessageFailure;

export function isSendFailure(result: SendMessageResult): result is SendMessageFailure {
  return 'iMessage' in result && result.iMessage === null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isLeadResponse(body: unknown): body is ContactLeadResponse {
  return isRecord(body) && body.success === true && isRecord(body.data) && typeof body.data.leadId === 'string';
}

function readIssues(body: unknown): ServerIssue[] | undefined {
  if (!isRecord(body) || !Array.isArray(body.issues)) return undefined;
  return body.issues.filter(
    (issue): issue is ServerIssue => isRecord(issue) && Array.isArray(issue.path) && typeof issue.message === 'string',
  );
}

function failure(status: number, error: string, issues?: ServerIssue[]): SendMessageFailure {
  return issues ? { iMessage: null, status, error, issues } : { iMessage: null, status, error };
}

/**
 * Sends a start-project lead. Never throws: the response data on success,
 * `{ iMessage: null, status, error }` on any failure (docs/product-rules.md §7).
 * `credentials: 'same-origin'` lets chat-server link the lead to the
 * visitor's chat identity through its HttpOnly cookie.
 */
export async function sendMessage(apiBaseUrl: string, lead: ContactLead): Promise<SendMessageResult> {
  let response: JsonResponse;
  try {
    response = await fetchJson(`${apiBaseUrl}${MESSAGE_PATH}`, {
      method: 'POST',
      body: lead,
      credentials: 'same-origin',
      timeoutMs: SEND_TIMEOUT_MS,
    });
  } catch (error) {
    return failure(NO_RESPONSE_STATUS, error instanceof Error ? error.message : 'Network error');
  }

  const { body } = response;
  if (response.ok && isLeadResponse(body)) return body;
  if (response.ok) return failure(response.status, 'Unexpected response from the server');

  const error = isRecord(body) && typeof body.error === 'string' ? body.error : `Request failed with status ${response.status}`;
  return failure(response.status, error, readIssues(body));
}
