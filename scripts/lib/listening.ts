import { connect } from 'node:net';

/** Whether something accepts a TCP connection on the port of this machine (no request is sent). */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const end = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.once('connect', () => end(true)).once('error', () => end(false));
    socket.setTimeout(1000, () => end(false));
  });

/** Waits until the port listens, asking every `everyMs`; false if it still did not after `timeoutMs`. */
export async function untilListening(port: number, timeoutMs: number, everyMs = 100): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await listening(port)) return true;
    if (Date.now() >= until) return false;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
