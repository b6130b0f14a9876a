/**
 * Netlify's documented limits for a function (sources in docs/benchmarks.md, "Netlify's limits"), checked by the
 * build (scripts/check-function-bundles.ts) and by the platform-limits benchmark.
 */
export const FUNCTION_LIMITS = {
  /** A function's zipped bundle: "larger than the 50MB limit" (the deploy's own error); AWS Lambda's 50 MB. */
  zippedBytes: 50_000_000,
  /** A function's unzipped bundle: 250 MB. */
  unzippedBytes: 250_000_000,
  /** Buffered request/response payload: 6 MB. */
  bufferedPayloadBytes: 6_000_000,
  /** Background function request payload: 256 KB. */
  backgroundPayloadBytes: 256 * 1024,
  memoryMB: 1024,
} as const;

/** The share of every limit kept free (issue 12: bundles, responses and payloads at least 20 % under their limits). */
export const LIMIT_HEADROOM = 0.2;

export interface BundleSize {
  name: string;
  zippedBytes: number;
  unzippedBytes: number;
}

/** What is wrong with a bundle's size, one message per limit passed, naming the function, its size and the limit. */
export function checkBundle(
  size: BundleSize,
  limits: { zippedBytes: number; unzippedBytes: number } = FUNCTION_LIMITS,
): string[] {
  const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;
  const problems: string[] = [];
  if (size.zippedBytes > limits.zippedBytes) {
    problems.push(
      `function ${size.name} is ${mb(size.zippedBytes)} zipped, over Netlify's limit of ${mb(limits.zippedBytes)}`,
    );
  }
  if (size.unzippedBytes > limits.unzippedBytes) {
    problems.push(
      `function ${size.name} is ${mb(size.unzippedBytes)} unzipped, over Netlify's limit of ${mb(limits.unzippedBytes)}`,
    );
  }
  return problems;
}
