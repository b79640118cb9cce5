// Vite turns `?worker` imports into a Worker constructor served from the site's own origin (so
// the CSP's `script-src 'self'` covers it; ALTCHA's default bundle would start blob: workers).
declare module '*?worker' {
  const WorkerConstructor: new () => Worker;
  export default WorkerConstructor;
}
