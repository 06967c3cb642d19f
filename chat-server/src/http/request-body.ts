/**
 * Every request body is received to its end before anything answers the
 * request: /api's through `finishReceivingBody`, engine.io's long-polling
 * requests through `answerAfterBody`. An answer sent while the client (or the
 * site proxy) is still uploading closes the connection under it, and the
 * proxy then reports 502 instead of our answer; body-parser waits the same
 * way before its errors.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

export function finishReceivingBody(limitBytes: number, tooLarge: () => Error): RequestHandler {
  return (request, response, next) => {
    // No body, or the JSON parser already read it.
    if (request.complete) return next();
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
 * then dropped unread.
 */
export function answerAfterBody(request: IncomingMessage, response: ServerResponse): void {
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  response.end = ((...args: unknown[]) => {
    if (request.complete || request.destroyed) return end(...args);
    request.once('end', () => end(...args));
    // The client went away mid-upload: nobody is left to answer.
    request.once('aborted', () => response.destroy());
    request.resume();
    return response;
  }) as ServerResponse['end'];
}
