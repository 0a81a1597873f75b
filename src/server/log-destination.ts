// Where the server's log lines go: stdout, written in batches. One write per line was 10-14 % of
// a lead POST's CPU (a syscall each); pino's asynchronous destination gathers lines to 4 KiB and
// writes them together. Lines are never held for long: the buffer is written every second
// whatever its size, at shutdown, and on exit (pino flushes its destination synchronously then),
// so what is lost is at most a second of lines on a hard kill (SIGKILL, power cut).
import pino from 'pino';

const FLUSH_EVERY_MS = 1_000;

export function bufferedStdout(): pino.DestinationStream {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => {
    destination.flush();
  }, FLUSH_EVERY_MS).unref();
  return destination;
}
