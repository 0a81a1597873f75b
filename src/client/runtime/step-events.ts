// Step events (issue 34): the runner notes each step a visit enters, finishes, is refused at (the
// error code the API answered) or leaves (the page hidden or closed on it). They are queued and
// sent in batches to POST /api/v1/events with fetch's keepalive, a request of their own, so no
// customer's call waits for them and a batch still goes out as the page goes away. Nothing that
// names a person goes in: config ids, a catalog error code, the language and phone-or-desktop.
import { MAX_EVENTS_PER_BATCH, type StepEvent, type StepOutcome } from '../../config/events-wire.js';
import { deviceOf } from '../../shared/device.js';
import { configVersionHeaders } from '../lib/config-version.js';
import { getAccessToken, storedToken } from '../lib/token.js';
import { visitHeaders } from '../lib/visit.js';

/** A queue waits this long for more events: a step's "finished" and the next one's "entered" go together. */
const FLUSH_AFTER_MS = 2000;
const ENDPOINT = '/api/v1/events';

let queue: StepEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
/** The step on screen that has not finished: it is "left" if the page goes away on it. */
let open: Omit<StepEvent, 'outcome'> | undefined;
let listening = false;

/** Notes one step event; `errorCode` only on a refusal the server answered. */
export function recordStep(journey: string, step: string, outcome: StepOutcome, language: string, errorCode?: string): void {
  const event: StepEvent = {
    journey, step, outcome, language: language === 'ar' ? 'ar' : 'en', device: deviceOf(typeof navigator === 'undefined' ? undefined : navigator.userAgent),
    ...(errorCode ? { errorCode } : {}),
  };
  queue.push(event);
  if (outcome === 'entered') open = { journey, step, language: event.language, device: event.device };
  else if (outcome === 'finished' && open?.journey === journey && open.step === step) open = undefined;
  listen();
  if (queue.length >= MAX_EVENTS_PER_BATCH) void flush(false);
  else timer ??= setTimeout(() => void flush(false), FLUSH_AFTER_MS);
}

/** Sends what is queued. `leaving`: the page is going away, so the token must be at hand now. */
async function flush(leaving: boolean): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length) {
    const batch = queue.slice(0, MAX_EVENTS_PER_BATCH);
    queue = queue.slice(batch.length);
    const token = leaving ? storedToken() : await getAccessToken().catch(() => null);
    if (!token) return;
    try {
      await fetch(ENDPOINT, {
        method: 'POST', keepalive: true,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...configVersionHeaders(), ...visitHeaders() },
        body: JSON.stringify({ events: batch }),
      });
    } catch {
      // Counting is never worth an error the customer sees; a lost batch is a lost count.
    }
  }
}

/** The page hidden (a phone's tab switch, closing, navigating away): the open step is left, and the queue goes now. */
function onHidden(): void {
  if (open) {
    queue.push({ ...open, outcome: 'left' });
    open = undefined;
  }
  void flush(true);
}

function listen(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') onHidden();
  });
  window.addEventListener('pagehide', onHidden);
}
