// One way to run a background job of this process repeatedly (the stock-watch sweep, the idle
// session clean-up, the mail outbox worker): never two runs at once, the next run `everyMs`
// after the previous one ended, a timer that never keeps the process alive, a wake-up that runs
// now (or right after the run in progress), and a stop that waits for the run in progress.

export type Repeating = {
  /** Runs now, or once more right after the run in progress. */
  wake(): void;
  /** No more runs; resolves when the run in progress has ended. */
  stop(): Promise<void>;
};

export function scheduleRepeating(
  everyMs: number,
  task: () => Promise<unknown>,
  options: { onError: (error: unknown) => void; runAtStart?: boolean },
): Repeating {
  // 0 (configuration): this instance does not run the job at all.
  if (everyMs <= 0) return { wake: () => undefined, stop: async () => undefined };
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  function schedule(): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, everyMs);
    timer.unref();
  }

  function tick(): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = null;
    if (running) {
      again = true;
      return;
    }
    running = task()
      .then(
        () => undefined,
        (error: unknown) => options.onError(error),
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          tick();
        } else {
          schedule();
        }
      });
  }

  if (options.runAtStart) tick();
  else schedule();
  return {
    wake: tick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
