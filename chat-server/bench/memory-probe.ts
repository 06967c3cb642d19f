/**
 * Preloaded into each server the bench starts (`--expose-gc --import`). Asked over the IPC channel, it runs
 * a full garbage collection and answers with the memory the server's JavaScript holds then: the heap and
 * what lives outside it (buffers). The bench's KB/visitor is what that figure drops by when the visitors,
 * their replies done, close their sockets, per visitor. The process's RSS, read before, moved with the
 * garbage of the start-up and the warm-up, collected between two readings or not, and its growth per
 * connection came out negative.
 */
export interface MemoryProbeAnswer {
  benchMemoryBytes: number;
}

export const MEMORY_PROBE_REQUEST = 'bench:memory';

function answerProbe(message: unknown): void {
  if (message !== MEMORY_PROBE_REQUEST) return;
  globalThis.gc?.();
  const { heapUsed, external } = process.memoryUsage();
  const answer: MemoryProbeAnswer = { benchMemoryBytes: heapUsed + external };
  process.send?.(answer);
}

// Only in a process started with an IPC channel (a server the bench started), not in the bench itself.
if (process.send) {
  process.on('message', answerProbe);
  // The channel must not keep a server alive once it is asked to stop.
  process.channel?.unref();
}
