/**
 * A small bar chart in plain SVG: one bar per day, oldest first (drawn from the start side, so
 * an Arabic page reads it right to left like its text). The figures it draws are also in the
 * table beside it, so the chart itself is decoration for screen readers.
 */
export function DayBars({ values, label }: { values: number[]; label: string }) {
  const width = 300;
  const height = 60;
  const gap = 2;
  const max = Math.max(1, ...values);
  const bar = (width - gap * (values.length - 1)) / Math.max(1, values.length);
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className="h-16 w-full rtl:-scale-x-100" role="img" aria-label={label} preserveAspectRatio="none">
      <line x1="0" x2={width} y1={height - 0.5} y2={height - 0.5} className="stroke-emerald/30" strokeWidth="1" />
      {values.map((value, index) => {
        const barHeight = value === 0 ? 0 : Math.max(2, (value / max) * (height - 4));
        return (
          <rect
            key={index}
            x={index * (bar + gap)}
            y={height - barHeight}
            width={bar}
            height={barHeight}
            rx="1"
            className={index === values.length - 1 ? 'fill-gold' : 'fill-emerald'}
          />
        );
      })}
    </svg>
  );
}
