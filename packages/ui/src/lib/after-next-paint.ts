/**
 * Runs `callback` once the browser has painted what is rendered now, and returns a function that cancels it. For work
 * the first look does not need (code of parts further down, requests for what shows later): started before that paint,
 * its downloads and parsing share the phone's network and main thread with it. A frame's callbacks run before that
 * frame's paint, so the callback is asked for from the next frame's. A hidden tab paints nothing and waits until shown.
 */
export function afterNextPaint(callback: () => void): () => void {
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(callback);
  });
  return () => cancelAnimationFrame(frame);
}
