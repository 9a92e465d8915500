// The part of autocannon's API the load run uses (the package ships no types).
declare module 'autocannon' {
  type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    // biome-ignore lint/suspicious/noExplicitAny: autocannon passes its own request object and context
    setupRequest?: (req: any, context: any) => unknown;
    // biome-ignore lint/suspicious/noExplicitAny: the per-connection context is whatever setupRequest put in it
    onResponse?: (status: number, body: string, context: any, headers: Record<string, string>) => void;
  };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: Request[];
  };
  type Histogram = { average: number; total: number; p50: number; p99: number; max: number };
  type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
  };
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
