// A client that announces a body far over a server's limit and keeps writing it, to check that
// the server answers (413) or closes early instead of reading it all. Raw TCP, because an HTTP
// client would not keep writing after the answer. Used by chat-server's fuzz and the shell's tests.
import { connect } from 'node:net';

const PIECE_BYTES = 64 * 1024;

/**
 * POSTs `declared` bytes to `path` (announced by Content-Length, or sent chunked when `chunked`)
 * and writes until the server answers, closes, or `timeoutMs` passes.
 */
export function oversizedUpload({ port, path, declared, chunked = false, host = `127.0.0.1:${port}`, timeoutMs = 30_000 }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect({ host: '127.0.0.1', port });
    const piece = Buffer.alloc(PIECE_BYTES, '9');
    const framed = chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece;
    let answer = '';
    let written = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      resolve({ status, answer, written, ms: Date.now() - started });
    };
    const timer = setTimeout(finish, timeoutMs);
    const pump = () => {
      while (!done && written < declared) {
        written += piece.length;
        if (!socket.write(framed)) return void socket.once('drain', pump);
      }
    };
    socket.once('connect', () => {
      const length = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${declared}`;
      socket.write(`POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\n${length}\r\n\r\n`);
      pump();
    });
    socket.on('data', (data) => {
      answer += data.toString('latin1');
      if (answer.includes('\r\n\r\n')) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
  });
}
