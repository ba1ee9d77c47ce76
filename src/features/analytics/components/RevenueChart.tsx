import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { compactRupiah, formatRupiah, ORDERS_COLOUR, REVENUE_COLOUR, shortDay } from '../model/chartFormat';
import type { DayPoint } from '../model/orderStats';
import { ChartCard } from './ChartCard';
import { useChartLocale } from './useChartLocale';

/** Revenue (line) and order count (bars) per day. */
export function RevenueChart({ points }: { points: DayPoint[] }) {
  const { t } = useTranslation('analytics');
  const { locale, rtl } = useChartLocale();
  const tooltipStyle = { background: 'var(--bs-body-bg)', border: '1px solid var(--bs-border-color)', borderRadius: 8 };
  return (
    <ChartCard
      id="chart-revenue"
      title={t('charts.revenue.title')}
      subtitle={t('charts.revenue.subtitle')}
      chart={
        <ComposedChart
          responsive
          accessibilityLayer={false}
          data={points}
          style={{ width: '100%', height: 320 }}
          margin={{ top: 10, right: 10, bottom: 0, left: 10 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="date"
            reversed={rtl}
            tickFormatter={(value: string) => shortDay(value, locale)}
            minTickGap={16}
          />
          <YAxis
            yAxisId="revenue"
            orientation={rtl ? 'right' : 'left'}
            tickFormatter={(value: number) => compactRupiah(value, locale)}
            width={80}
          />
          <YAxis yAxisId="orders" orientation={rtl ? 'left' : 'right'} allowDecimals={false} width={36} />
          <Tooltip
            contentStyle={tooltipStyle}
            labelFormatter={(value) => shortDay(String(value), locale)}
            formatter={(value, name) => (name === t('charts.revenue.revenue') ? formatRupiah(Number(value)) : value)}
          />
          <Bar
            yAxisId="orders"
            dataKey="orders"
            name={t('charts.revenue.orders')}
            fill={ORDERS_COLOUR}
            radius={[4, 4, 0, 0]}
            maxBarSize={18}
            fillOpacity={0.7}
            animationDuration={600}
          />
          <Line
            yAxisId="revenue"
            dataKey="revenue"
            name={t('charts.revenue.revenue')}
            stroke={REVENUE_COLOUR}
            strokeWidth={2.5}
            dot={false}
            type="monotone"
            animationDuration={800}
          />
        </ComposedChart>
      }
      table={
        <table>
          <caption>{t('charts.revenue.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('charts.revenue.date')}</th>
              <th scope="col">{t('charts.revenue.orders')}</th>
              <th scope="col">{t('charts.revenue.revenue')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.date}>
                <th scope="row">{shortDay(point.date, locale)}</th>
                <td>{point.orders}</td>
                <td>{formatRupiah(point.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
