import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { CHART_PALETTE, formatPercentage } from '../../progress-format';
import type { TrendPoint } from '../../score-trend';

/** Scores in the order the tests were taken, on a 0 to 100 scale. */
export function TrendLineChart({ points }: { points: readonly TrendPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={[...points]} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
        <CartesianGrid vertical={false} stroke="#dfe3f0" />
        <XAxis
          dataKey="label"
          tickLine={false}
          axisLine={false}
          fontSize={12}
          interval="preserveStartEnd"
          minTickGap={24}
        />
        <YAxis domain={[0, 100]} tickLine={false} axisLine={false} fontSize={12} />
        <Tooltip
          formatter={(value) => [`${formatPercentage(Number(value))}%`, 'Score']}
          labelFormatter={(_label, payload) => {
            const point = payload?.[0]?.payload as TrendPoint | undefined;
            return point ? `${point.label}: ${point.title}` : '';
          }}
        />
        <Line
          type="monotone"
          dataKey="score"
          stroke={CHART_PALETTE[0]}
          strokeWidth={2}
          dot={{ r: 4 }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
