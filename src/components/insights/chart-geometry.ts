/** Pure geometry of the build-time SVG charts on /summary (no client-side JavaScript). */

export interface StackedSegment {
  key: 'positive' | 'neutral' | 'negative';
  x: number;
  width: number;
  count: number;
}

/** Splits a bar of `width` between positive, neutral and negative counts, in that order. */
export function stackedSegments(
  counts: { positive: number; neutral: number; negative: number },
  width: number,
): StackedSegment[] {
  const total = counts.positive + counts.neutral + counts.negative;
  if (!total) return [];
  let x = 0;
  return (['positive', 'neutral', 'negative'] as const)
    .map((key) => {
      const segment = { key, x, width: (counts[key] / total) * width, count: counts[key] };
      x += segment.width;
      return segment;
    })
    .filter((s) => s.count > 0);
}

export interface TrendPoint {
  month: string;
  value: number | null;
  count: number;
}

export interface TrendGeometry {
  /** One path per run of consecutive months with a value (gaps stay gaps). */
  paths: string[];
  dots: Array<{ x: number; y: number; month: string; value: number; count: number }>;
  bars: Array<{ x: number; y: number; width: number; height: number; month: string; count: number }>;
  yTicks: Array<{ y: number; label: string }>;
  xTicks: Array<{ x: number; label: string }>;
}

/** A monthly line (values between yMin and yMax) over review-count bars, in a box of width × height. */
export function trendGeometry(
  points: readonly TrendPoint[],
  box: { width: number; height: number; left: number; top: number; bottom: number; yMin: number; yMax: number },
): TrendGeometry {
  const plotWidth = box.width - box.left;
  const plotHeight = box.height - box.bottom - box.top;
  const step = points.length > 1 ? plotWidth / (points.length - 1) : 0;
  const xOf = (i: number) => box.left + (points.length > 1 ? i * step : plotWidth / 2);
  const yOf = (v: number) => box.top + plotHeight - ((v - box.yMin) / (box.yMax - box.yMin)) * plotHeight;
  const maxCount = Math.max(1, ...points.map((p) => p.count));
  const barWidth = Math.max(1, Math.min(12, step * 0.6 || 12));
  const paths: string[] = [];
  let run: string[] = [];
  const dots: TrendGeometry['dots'] = [];
  points.forEach((p, i) => {
    if (p.value === null) {
      if (run.length > 1) paths.push(run.join(' '));
      run = [];
      return;
    }
    const x = xOf(i),
      y = yOf(p.value);
    run.push(`${run.length ? 'L' : 'M'}${x.toFixed(1)},${y.toFixed(1)}`);
    dots.push({ x, y, month: p.month, value: p.value, count: p.count });
  });
  if (run.length > 1) paths.push(run.join(' '));
  const bars = points.map((p, i) => {
    const height = (p.count / maxCount) * plotHeight * 0.35;
    return {
      x: xOf(i) - barWidth / 2,
      y: box.top + plotHeight - height,
      width: barWidth,
      height,
      month: p.month,
      count: p.count,
    };
  });
  const yTicks = [];
  for (let v = Math.ceil(box.yMin); v <= box.yMax; v += 1) yTicks.push({ y: yOf(v), label: String(v) });
  const xTicks = points.flatMap((p, i) =>
    p.month.endsWith('-01') || points.length <= 12
      ? [{ x: xOf(i), label: points.length <= 12 ? p.month : p.month.slice(0, 4) }]
      : [],
  );
  return { paths, dots, bars, yTicks, xTicks };
}
