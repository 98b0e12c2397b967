import type { UsageStats } from '@abhyas/contracts';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCredits, USAGE_CATEGORY_LABELS } from '../credit-format';
import styles from './usage.module.css';

const PALETTE = ['#2f3fb8', '#f59e0b', '#0f7a4f', '#7c3aed', '#db2777', '#0891b2', '#64748b'];

const dayLabel = (iso: string) => {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00`);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-IN', { day: 'numeric', month: 'short' });
};

interface UsageChartsProps {
  dailyUsage: UsageStats['dailyUsage'];
  usageBreakdown: UsageStats['usageBreakdown'];
}

export function UsageCharts({ dailyUsage, usageBreakdown }: UsageChartsProps) {
  const daily = dailyUsage.map((day) => ({ day: dayLabel(day.date), credits: day.credits }));
  const breakdown = usageBreakdown
    .filter((entry) => entry.totalCredits > 0)
    .map((entry) => ({
      name: USAGE_CATEGORY_LABELS[entry.id] ?? entry.id,
      value: entry.totalCredits,
    }));
  const total = breakdown.reduce((sum, entry) => sum + entry.value, 0);

  return (
    <div className={styles.charts}>
      <figure className={styles.chart} data-testid="daily-usage-chart">
        <figcaption>Daily credit usage</figcaption>
        <div className={styles.chartArea}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={daily} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid vertical={false} stroke="#dfe3f0" />
              <XAxis
                dataKey="day"
                tickLine={false}
                axisLine={false}
                fontSize={12}
                interval="preserveStartEnd"
                minTickGap={16}
              />
              <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} />
              <Tooltip
                cursor={{ fill: '#eef0ff' }}
                formatter={(value) => [`${String(value)} credits`, 'Used']}
              />
              <Bar dataKey="credits" fill="#2f3fb8" radius={[4, 4, 0, 0]} maxBarSize={28} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className={styles.chart} data-testid="usage-breakdown-chart">
        <figcaption>Where credits went</figcaption>
        <div className={styles.breakdown}>
          <div className={styles.donut}>
            <ResponsiveContainer width="100%" height="100%">
              <PieChart>
                <Pie
                  data={breakdown}
                  dataKey="value"
                  nameKey="name"
                  innerRadius="58%"
                  outerRadius="92%"
                  paddingAngle={2}
                  stroke="none"
                >
                  {breakdown.map((entry, index) => (
                    <Cell key={entry.name} fill={PALETTE[index % PALETTE.length]} />
                  ))}
                </Pie>
                <Tooltip formatter={(value) => `${String(value)} credits`} />
              </PieChart>
            </ResponsiveContainer>
          </div>
          <ul className={styles.legend}>
            {breakdown.map((entry, index) => (
              <li key={entry.name}>
                <span
                  className={styles.swatch}
                  style={{ background: PALETTE[index % PALETTE.length] }}
                  aria-hidden="true"
                />
                <span>{entry.name}</span>
                <strong>
                  {formatCredits(entry.value)}
                  <small> {total ? Math.round((entry.value / total) * 100) : 0}%</small>
                </strong>
              </li>
            ))}
          </ul>
        </div>
      </figure>
    </div>
  );
}
