// autocannon ships no type declarations; this covers only the programmatic API the suites use.
declare module 'autocannon' {
  export interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    pipelining?: number;
    workers?: number;
    method?: string;
    headers?: Record<string, string>;
    title?: string;
    /** Called once per connection; lets each connection send its own requests. */
    setupClient?: (client: Client) => void;
  }

  export interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each request is sent; answers the request to send (a fresh body). */
    setupRequest?: (request: RequestSpec) => RequestSpec;
  }

  export interface Client {
    setRequests(requests: RequestSpec[]): void;
  }

  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    p99_9: number;
  }

  export interface AutocannonResult {
    url: string;
    connections: number;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
    latency: Histogram & { totalCount: number };
    requests: Histogram & { total: number; sent: number };
    throughput: Histogram & { total: number };
    /** Answers by status code ("200", "503"…). */
    statusCodeStats?: Record<string, { count: number }>;
  }

  export interface Instance {
    stop(): void;
  }

  function autocannon(
    options: AutocannonOptions,
    callback: (error: Error | null, result: AutocannonResult) => void,
  ): Instance;

  export default autocannon;
}
