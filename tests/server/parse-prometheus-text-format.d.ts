declare module 'parse-prometheus-text-format' {
  /** One sample as prom2json prints it: a plain value, or a histogram's buckets, count and sum. */
  export interface ParsedSample {
    labels?: Record<string, string>;
    value?: string;
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  }
  export interface ParsedFamily {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: ParsedSample[];
  }
  /** Parses the Prometheus text format; throws on a line it cannot read. */
  export default function parsePrometheusTextFormat(text: string): ParsedFamily[];
}
