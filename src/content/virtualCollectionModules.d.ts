// The types of `virtual:collections/<name>`, one module per collection, made by the site-pages Vite plugin.
declare module 'virtual:collections/articles' {
  const articles: import('./manifest.ts').Collections['articles'];
  export default articles;
}

declare module 'virtual:collections/industries' {
  const industries: import('./manifest.ts').Collections['industries'];
  export default industries;
}

declare module 'virtual:collections/jobs' {
  const jobs: import('./manifest.ts').Collections['jobs'];
  export default jobs;
}
