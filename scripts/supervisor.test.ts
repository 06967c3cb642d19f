// node --test scripts/: the supervisor of `npm start` and `npm run dev` on a
// clock the test advances, and on a real process that is killed.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { test } from 'node:test';
import { Supervisor, type Clock } from './supervisor.ts';

/** A clock that only moves when the test says so. */
class ManualClock implements Clock {
  private time = 0;
  private timers: Array<{ at: number; run: () => void; handle: number }> = [];
  private nextHandle = 1;

  now(): number {
    return this.time;
  }

  setTimeout(run: () => void, ms: number): unknown {
    const handle = this.nextHandle++;
    this.timers.push({ at: this.time + ms, run, handle });
    return handle;
  }

  clearTimeout(handle: unknown): void {
    this.timers = this.timers.filter((timer) => timer.handle !== handle);
  }

  /** Moves the time on and runs the timers that fall due. */
  async advance(ms: number): Promise<void> {
    this.time += ms;
    for (const timer of this.timers.filter((item) => item.at <= this.time)) {
      this.clearTimeout(timer.handle);
      timer.run();
    }
    // Lets the restart promises settle.
    await new Promise((resolve) => setImmediate(resolve));
  }

  get pendingTimers(): number {
    return this.timers.length;
  }
}

function supervised() {
  const clock = new ManualClock();
  const lines: string[] = [];
  const loops: string[] = [];
  const supervisor = new Supervisor({ clock, log: (line) => lines.push(line), onCrashLoop: (_name, reason) => loops.push(reason) });
  return { clock, lines, loops, supervisor };
}

test('a service that stops is restarted after a back-off that doubles, and the log says so', async () => {
  const { clock, lines, loops, supervisor } = supervised();
  let starts = 0;
  const restart = async () => {
    starts += 1;
  };

  supervisor.serviceStopped('remote-portfolio', 'signal SIGKILL', restart);
  assert.deepEqual(lines, [
    'remote-portfolio stopped unexpectedly (signal SIGKILL); restarting it in 0.5 s. The rest of the site keeps serving.',
  ]);
  await clock.advance(499);
  assert.equal(starts, 0);
  await clock.advance(1);
  assert.equal(starts, 1);
  assert.equal(lines.at(-1), 'remote-portfolio is running again.');

  supervisor.serviceStopped('remote-portfolio', 'exit code 1', restart);
  assert.match(lines.at(-1)!, /restarting it in 1 s\./);
  await clock.advance(1000);
  assert.equal(starts, 2);
  assert.deepEqual(loops, []);
});

test('five stops within a minute is a crash loop: no restart, the reason goes to the caller', async () => {
  const { clock, lines, loops, supervisor } = supervised();
  let starts = 0;
  const restart = async () => {
    starts += 1;
  };
  for (let crash = 1; crash <= 4; crash += 1) {
    supervisor.serviceStopped('chat-server', 'exit code 1', restart);
    await clock.advance(10_000);
  }
  assert.equal(starts, 4);
  supervisor.serviceStopped('chat-server', 'exit code 1', restart);
  assert.deepEqual(loops, ['chat-server stopped 5 times within 60 s (last: exit code 1)']);
  assert.equal(lines.at(-1), 'chat-server stopped 5 times within 60 s (last: exit code 1); giving up on it.');
  assert.equal(clock.pendingTimers, 0);
});

test('stops spread over more than a minute are not a loop; each service counts its own', async () => {
  const { clock, loops, supervisor } = supervised();
  const restart = async () => {};
  for (let crash = 1; crash <= 8; crash += 1) {
    supervisor.serviceStopped('remote-chat', 'exit code 1', restart);
    supervisor.serviceStopped(crash % 2 ? 'remote-contact' : 'shell', 'exit code 1', restart);
    await clock.advance(20_000);
  }
  assert.deepEqual(loops, []);
});

test('a restart that fails counts as another stop; stopping the site cancels a pending restart', async () => {
  const { clock, lines, supervisor } = supervised();
  let starts = 0;
  const restart = async () => {
    starts += 1;
    if (starts === 1) throw new Error('remote-chat exited with code 1 while starting');
  };
  supervisor.serviceStopped('remote-chat', 'signal SIGKILL', restart);
  await clock.advance(500);
  assert.match(lines.at(-1)!, /^remote-chat stopped unexpectedly \(remote-chat exited with code 1 while starting\); restarting it in 1 s/);
  supervisor.stop();
  await clock.advance(60_000);
  assert.equal(starts, 1);
  assert.equal(clock.pendingTimers, 0);
});

test('a killed process is started again by the real clock', async () => {
  const lines: string[] = [];
  const supervisor = new Supervisor({
    log: (line) => lines.push(line),
    onCrashLoop: () => assert.fail('no crash loop'),
    policy: { maxCrashes: 5, windowMs: 60_000, firstDelayMs: 10, maxDelayMs: 10 },
  });
  let current: ChildProcess | null = null;
  let restarted: () => void = () => {};
  const back = new Promise<void>((resolve) => (restarted = resolve));
  const run = async (): Promise<void> => {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    await once(child, 'spawn');
    child.once('exit', (code, signal) => {
      if (current === child) supervisor.serviceStopped('remote-portfolio', signal ? `signal ${signal}` : `exit code ${code}`, run);
    });
    if (current) restarted();
    current = child;
  };
  await run();
  const first = current!;
  first.kill('SIGKILL');
  await back;
  assert.notEqual(current, first);
  assert.equal((current as ChildProcess | null)?.exitCode, null);
  supervisor.stop();
  const last = current as unknown as ChildProcess;
  current = null;
  last.kill();
  await once(last, 'exit');
  assert.equal(
    lines[0],
    'remote-portfolio stopped unexpectedly (signal SIGKILL); restarting it in 0 s. The rest of the site keeps serving.',
  );
});
