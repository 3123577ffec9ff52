// @vitest-environment node
// scheduleRepeating (src/server/services/schedule.ts), the one timer loop of the stock-watch sweep,
// the idle-session clean-up and the mail outbox worker: never two runs at once, a wake-up during
// a run gives exactly one more run after it, stop() waits for the run in progress and ends the
// loop, an error is reported and the loop goes on. The interval is an hour, so only wake() runs
// the job here: nothing depends on timing.
import { describe, expect, it } from 'vitest';
import { scheduleRepeating } from '../../src/server/services/schedule.js';

const HOUR = 3_600_000;

function gate() {
  let open: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('scheduleRepeating', () => {
  it('runs at start when asked, never twice at once, once more after a wake-up during a run', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    let current = gate();
    const job = scheduleRepeating(
      HOUR,
      async () => {
        runs += 1;
        active += 1;
        most = Math.max(most, active);
        await current.promise;
        active -= 1;
      },
      { onError: () => undefined, runAtStart: true },
    );
    expect(runs).toBe(1);
    job.wake();
    job.wake();
    expect(runs).toBe(1);
    const first = current;
    current = gate();
    first.open();
    await tick();
    await tick();
    // The two wake-ups during the run made one more run, right after it.
    expect(runs).toBe(2);
    const stopping = job.stop();
    let stopped = false;
    void stopping.then(() => {
      stopped = true;
    });
    await tick();
    expect(stopped).toBe(false);
    current.open();
    await stopping;
    job.wake();
    await tick();
    expect(runs).toBe(2);
    expect(most).toBe(1);
  });

  it('reports a failed run and keeps going; 0 never runs', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const job = scheduleRepeating(
      HOUR,
      async () => {
        runs += 1;
        throw new Error(`run ${runs}`);
      },
      { onError: (error) => errors.push(error) },
    );
    expect(runs).toBe(0);
    job.wake();
    await tick();
    job.wake();
    await tick();
    expect(runs).toBe(2);
    expect(errors.map((e) => (e as Error).message)).toEqual(['run 1', 'run 2']);
    await job.stop();

    const never = scheduleRepeating(0, async () => {
      runs += 1;
    }, { onError: () => undefined, runAtStart: true });
    never.wake();
    await never.stop();
    expect(runs).toBe(2);
  });
});
