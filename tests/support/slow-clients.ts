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
