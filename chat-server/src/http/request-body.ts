/**
 * Request bodies at chat-server's edge. A body over the limit is received to
 * its end before the 413 goes out (an answer sent while the client, or the
 * site proxy, is still uploading closes the connection under it, and the
 * proxy then reports 502 instead of our answer), but only up to
 * DRAIN_LIMIT_BYTES: past that the answer goes out at once and the
 * connection closes, so nobody can make the server read a gigabyte (issue 47).
 * /api's bodies go through `stopReadingPast` and `finishReceivingBody`,
 * engine.io's long-polling requests through `answerAfterBody`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

/** The most of an oversized body read before the refusal; beyond it the connection is closed unread. */
export const DRAIN_LIMIT_BYTES = 1024 * 1024;

function declaredLength(request: IncomingMessage): number {
  return Number(request.headers['content-length'] ?? 0) || 0;
}

/**
 * Calls `stop` as soon as the body is known to pass `limitBytes`: by its
 * Content-Length at once, or while a chunked one arrives. Returns true when
 * it was stopped already.
 */
function watchBody(request: IncomingMessage, limitBytes: number, stop: () => void): boolean {
  if (declaredLength(request) > limitBytes) {
    stop();
    return true;
  }
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= limitBytes) return;
    request.off('data', count);
    stop();
  };
  request.on('data', count);
  return false;
}

/** Answers 413 and closes the connection once it is sent, whatever is left of the body unread. */
function refuseAndClose(response: ServerResponse, body: unknown): void {
  if (response.headersSent) return;
  response.writeHead(413, { 'Content-Type': 'application/json', Connection: 'close' });
  response.end(JSON.stringify(body));
}

/** Express: a body past `drainLimitBytes` gets its 413 at once, before any parser reads it. */
export function stopReadingPast(drainLimitBytes: number, refusal: unknown): RequestHandler {
  return (request, response, next) => {
    if (watchBody(request, drainLimitBytes, () => refuseAndClose(response, refusal))) return;
    next();
  };
}

export function finishReceivingBody(limitBytes: number, tooLarge: () => Error): RequestHandler {
  return (request, response, next) => {
    // No body, the JSON parser already read it, or it was refused already.
    if (request.complete || response.headersSent) return next();
    let received = 0;
    request.on('data', (chunk: Buffer) => (received += chunk.length));
    request.once('end', () => next(received > limitBytes ? tooLarge() : undefined));
    // The client went away mid-upload: nobody is left to answer.
    request.once('aborted', () => response.destroy());
    request.resume();
  };
}

/**
 * For a handler that may answer before it has read the body (engine.io
 * refuses a bad polling request, or one over its packet limit, at once): the
 * answer is held back until the rest of the body has been received, which is
 * then dropped unread; a body past DRAIN_LIMIT_BYTES is not waited for, the
 * answer goes out at once and the connection closes.
 */
export function answerAfterBody(request: IncomingMessage, response: ServerResponse, drainLimitBytes = DRAIN_LIMIT_BYTES): void {
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  response.end = ((...args: unknown[]) => {
    if (request.complete || request.destroyed) return end(...args);
    let sent = false;
    const send = () => {
      if (sent) return;
      sent = true;
      end(...args);
    };
    request.once('end', send);
    // The client went away mid-upload: nobody is left to answer.
    request.once('aborted', () => response.destroy());
    watchBody(request, drainLimitBytes, () => {
      if (!response.headersSent) response.setHeader('Connection', 'close');
      send();
    });
    request.resume();
    return response;
  }) as ServerResponse['end'];
}
