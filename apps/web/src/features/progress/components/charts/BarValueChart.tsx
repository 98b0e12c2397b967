import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export interface BarDatum {
  name: string;
  /** A shorter name for the axis, when the full one would crowd it (the tooltip keeps `name`). */
  tick?: string;
  value: number;
  color: string;
}

interface BarValueChartProps {
  data: readonly BarDatum[];
  /** A fixed top (100 for percentages); the data's own otherwise. */
  max?: number;
  /** How the tooltip words a value (`72.5%`, `3 tests`). */
  format: (value: number) => string;
  wholeNumbers?: boolean;
}

/** One bar per entry, each in its own colour: scores, minutes or tests per week. */
export function BarValueChart({ data, max, format, wholeNumbers = false }: BarValueChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={data.map((entry) => ({ ...entry, tick: entry.tick ?? entry.name }))}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
      >
        <CartesianGrid vertical={false} stroke="#dfe3f0" />
        <XAxis
          dataKey="tick"
          tickLine={false}
          axisLine={false}
          fontSize={12}
          interval={0}
          minTickGap={4}
        />
        <YAxis
          domain={[0, max ?? 'auto']}
          allowDecimals={!wholeNumbers}
          tickLine={false}
          axisLine={false}
          fontSize={12}
        />
        <Tooltip
          cursor={{ fill: '#eef0ff' }}
          labelFormatter={(_label, payload) =>
            (payload?.[0]?.payload as BarDatum | undefined)?.name ?? ''
          }
          formatter={(value) => [format(Number(value)), '']}
          separator=""
        />
        <Bar dataKey="value" radius={[4, 4, 0, 0]} maxBarSize={48} isAnimationActive={false}>
          {data.map((entry) => (
            <Cell key={entry.name} fill={entry.color} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
