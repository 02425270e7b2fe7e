import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/** A socket held open by a slow client: when it was opened, and when (if) the server ended it. */
export interface SlowSocket {
  socket: net.Socket;
  openedAt: number;
  closedAt: number | null;
  /** What the server answered before closing, if anything. */
  answer: string;
}

/** Opens a connection from `localAddress`, writes `first`, then `trickle` every `everyMs` until closed. */
export function slowClient(
  port: number,
  localAddress: string,
  first: string,
  trickle?: { bytes: string; everyMs: number },
): Promise<SlowSocket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    const slow: SlowSocket = { socket, openedAt: Date.now(), closedAt: null, answer: '' };
    let timer: NodeJS.Timeout | undefined;
    socket.setNoDelay(true);
    socket.once('connect', () => {
      socket.write(first);
      if (trickle) timer = setInterval(() => socket.write(trickle.bytes), trickle.everyMs);
      resolve(slow);
    });
    socket.on('data', (data: Buffer) => {
      if (slow.answer.length < 200) slow.answer += data.toString('latin1');
    });
    socket.on('error', (error) => {
      if (slow.closedAt === null && socket.connecting) reject(error);
    });
    socket.on('close', () => {
      clearInterval(timer);
      slow.closedAt = Date.now();
    });
  });
}

/** Opens `count` slow clients, `batch` at a time (a listen queue holds only so many at once). */
export async function slowClients(
  count: number,
  open: (index: number) => Promise<SlowSocket>,
  batch = 250,
): Promise<SlowSocket[]> {
  const sockets: SlowSocket[] = [];
  for (let start = 0; start < count; start += batch) {
    const size = Math.min(batch, count - start);
    sockets.push(...(await Promise.all(Array.from({ length: size }, (_, i) => open(start + i)))));
  }
  return sockets;
}

/**
 * Keeps `count` slow clients open from one address, each a request whose header never ends (a
 * request line, then a header line every `everyMs` and never the blank line): a slowloris. When
 * the server ends one, another takes its place until `release()`, so the count holds however
 * long the rest of a test takes on a busy machine. `sockets` is every one opened, in order.
 */
export class SlowHeaders {
  readonly sockets: SlowSocket[] = [];
  private holding = true;

  constructor(
    private readonly port: number,
    private readonly localAddress: string,
    private readonly everyMs = 1000,
  ) {}

  /** Opens `count` and resolves once all are connected; returns them. */
  async hold(count: number): Promise<SlowSocket[]> {
    return slowClients(count, () => this.openOne());
  }

  /** How many are open now. */
  get open(): number {
    return this.sockets.filter((slow) => slow.closedAt === null).length;
  }

  /** No more replacements; then every socket still open is closed by the client. */
  release(): void {
    this.holding = false;
    for (const slow of this.sockets) slow.socket.destroy();
  }

  private async openOne(): Promise<SlowSocket> {
    const slow = await slowClient(this.port, this.localAddress, 'GET / HTTP/1.1\r\nHost: localhost\r\n', {
      bytes: 'X-Slow: 1\r\n',
      everyMs: this.everyMs,
    });
    this.sockets.push(slow);
    slow.socket.once('close', () => {
      // Once released, or if the server is gone, nothing replaces it.
      if (this.holding) this.openOne().catch(() => undefined);
    });
    return slow;
  }
}

/** The process's soft limit on open files, raised to `needed` where the hard limit allows. */
export function openFilesFor(needed: number): number {
  const limits = /^Max open files\s+(\d+|unlimited)\s+(\d+|unlimited)/m.exec(
    fs.readFileSync('/proc/self/limits', 'utf8'),
  );
  if (!limits) return 0;
  const [soft, hard] = [limits[1], limits[2]].map((value) => (value === 'unlimited' ? Infinity : Number(value))) as [
    number,
    number,
  ];
  if (soft >= needed || hard < needed) return soft;
  execFileSync('prlimit', [
    '--pid',
    String(process.pid),
    `--nofile=${needed}:${hard === Infinity ? 'unlimited' : hard}`,
  ]);
  return needed;
}
