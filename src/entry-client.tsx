import './theme/fonts.css';

/**
 * Resolves once the browser has shown the page's first contentful paint. Loading React and hydrating only then
 * cannot hold back the prerendered page from showing; waiting for a frame is not enough, as the frame reaches the
 * screen later than its callbacks run.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve));
      return;
    }
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
}

// The dev server sends an empty page, which has nothing to paint before React renders it.
if (document.getElementById('root')?.firstElementChild) await afterFirstPaint();
await import('./hydrate');
