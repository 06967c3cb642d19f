export interface OversizedUploadOptions {
  port: number;
  path: string;
  /** The body's announced (or, chunked, written at most) length in bytes. */
  declared: number;
  chunked?: boolean;
  /** The Host header; 127.0.0.1:port unless given. */
  host?: string;
  timeoutMs?: number;
}
export interface OversizedUpload {
  /** The answer's status, 0 when the server closed without one. */
  status: number;
  /** The answer's head as received. */
  answer: string;
  /** Body bytes written before the answer or the close. */
  written: number;
  ms: number;
}
export function oversizedUpload(options: OversizedUploadOptions): Promise<OversizedUpload>;
