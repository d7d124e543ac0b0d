/** When the browser runs work that need not happen at once; one module, so the page script loads one small chunk. */

/** Runs `callback` when the browser is idle (within 2 s at the latest); returns how to cancel it. */
export function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(callback, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 200);
  return () => clearTimeout(timer);
}

/**
 * Runs `callback` once the browser has painted the next frame: a tap's own feedback (a pressed button, "Sending…")
 * goes on screen first, and the work it sets off (every price on the page written again, a request) follows in a task
 * of its own, so the visitor sees the answer to the tap within one frame (Interaction to Next Paint).
 */
export function afterNextPaint(callback: () => void): void {
  // A frame's animation callbacks run just before it is painted; a task queued from one runs after the paint.
  requestAnimationFrame(() => setTimeout(callback, 0));
}
