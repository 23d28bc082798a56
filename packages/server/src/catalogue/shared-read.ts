/**
 * `read`, shared by callers that overlap: a caller that arrives while no read runs starts one; callers that arrive
 * while one runs all wait for the single next read, which starts after that one ends. So every caller gets a value
 * read after it arrived (never older), and a busy server runs about one read at a time instead of one per caller.
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const start = () => {
    const started = read();
    running = started;
    const settle = () => {
      if (running === started) running = undefined;
    };
    started.then(settle, settle);
    return started;
  };
  return () => {
    if (!running) return start();
    const after = () => {
      queued = undefined;
      return start();
    };
    queued ??= running.then(after, after);
    return queued;
  };
}
