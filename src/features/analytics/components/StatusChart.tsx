import { useTranslation } from 'react-i18next';
import { Cell, Pie, PieChart, Tooltip } from 'recharts';
import type { StatusCount } from '@/entities/order/model/orderStats';
import { useOrderStatusLabels } from '@/entities/order/ui/useOrderStatusLabels';
import { statusFill } from '../model/chartFormat';
import { ChartCard } from './ChartCard';
import './StatusChart.css';

/** Orders by current status, as a donut with its own legend. */
export function StatusChart({ slices }: { slices: StatusCount[] }) {
  const { t } = useTranslation('analytics');
  const { orderStatusLabel } = useOrderStatusLabels();
  const total = slices.reduce((sum, slice) => sum + slice.count, 0);
  const data = slices.map((slice) => ({ ...slice, label: orderStatusLabel(slice.status) }));
  return (
    <ChartCard
      id="chart-status"
      title={t('charts.status.title')}
      subtitle={t('charts.status.subtitle', { count: total })}
      chart={
        <div className="status-chart">
          <PieChart
            responsive
            accessibilityLayer={false}
            style={{ width: '100%', maxWidth: 240, height: 200, marginInline: 'auto' }}
          >
            <Pie
              rootTabIndex={-1}
              data={data.filter((slice) => slice.count > 0)}
              dataKey="count"
              nameKey="label"
              innerRadius="58%"
              outerRadius="90%"
              paddingAngle={2}
              stroke="none"
              animationDuration={600}
            >
              {data
                .filter((slice) => slice.count > 0)
                .map((slice) => (
                  <Cell key={slice.status} fill={statusFill(slice.status)} />
                ))}
            </Pie>
            <Tooltip
              contentStyle={{
                background: 'var(--bs-body-bg)',
                border: '1px solid var(--bs-border-color)',
                borderRadius: 8,
              }}
            />
          </PieChart>
          <ul className="status-chart__legend list-unstyled mb-0">
            {data.map((slice) => (
              <li key={slice.status}>
                <span className="status-chart__swatch" style={{ background: statusFill(slice.status) }} />
                <span className="flex-grow-1">{slice.label}</span>
                <span className="fw-semibold">{slice.count}</span>
              </li>
            ))}
          </ul>
        </div>
      }
      table={
        <table>
          <caption>{t('charts.status.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('charts.status.status')}</th>
              <th scope="col">{t('charts.status.count')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((slice) => (
              <tr key={slice.status}>
                <th scope="row">{slice.label}</th>
                <td>{slice.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
