import './theme/fonts.css';

// The prerendered page is painted first; loading React and hydrating then cannot hold back the first paint.
await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
await import('./hydrate');
