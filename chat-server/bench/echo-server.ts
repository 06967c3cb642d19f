/**
 * The floor for the bench: a bare socket.io server that answers every
 * send_message with one `message` right away. Same transport settings as chat-server.
 */
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const port = Number(process.env.CHAT_PORT ?? 0);
const httpServer = createServer();
const io = new Server(httpServer, { transports: ['websocket', 'polling'], serveClient: false });
io.on('connection', (socket) => {
  socket.on('join_room', (roomId: string, ack?: (reply: unknown) => void) => {
    void socket.join(roomId);
    ack?.({ ok: true });
  });
  socket.on(
    'send_message',
    (envelope: { roomId: string; payload: { chatId: string; message: string } }, ack?: (reply: unknown) => void) => {
      ack?.({ ok: true });
      socket.emit('message', {
        roomId: envelope.roomId,
        type: 'CHAT_MESSAGE',
        payload: {
          isStream: true,
          isStreamEnd: true,
          message: envelope.payload.message,
          chatId: envelope.payload.chatId,
          messageId: 'echo',
        },
      });
    },
  );
});
httpServer.listen(port, '127.0.0.1', () => {
  const address = httpServer.address() as { port: number };
  process.stdout.write(`${JSON.stringify({ severity: 'I', from: 'echo', title: `listening on ${address.port}` })}\n`);
});
// Nothing to persist: stop at once.
process.on('SIGTERM', () => process.exit(0));
