import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { compactRupiah, formatRupiah, REVENUE_COLOUR } from '../model/chartFormat';
import type { ProductTotal } from '../model/orderStats';
import { ChartCard } from './ChartCard';
import { useChartLocale } from './useChartLocale';

/** Best-selling products by revenue, as horizontal bars. */
export function TopProductsChart({ products }: { products: ProductTotal[] }) {
  const { t } = useTranslation('analytics');
  const { locale, rtl } = useChartLocale();
  return (
    <ChartCard
      id="chart-products"
      title={t('charts.products.title')}
      subtitle={t('charts.products.subtitle')}
      chart={
        <BarChart
          responsive
          accessibilityLayer={false}
          layout="vertical"
          data={products}
          style={{ width: '100%', height: 280 }}
          margin={{ top: 0, right: 16, bottom: 0, left: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" reversed={rtl} tickFormatter={(value: number) => compactRupiah(value, locale)} />
          <YAxis
            type="category"
            dataKey="name"
            orientation={rtl ? 'right' : 'left'}
            width={130}
            tick={{ fontSize: 12 }}
          />
          <Tooltip
            contentStyle={{
              background: 'var(--bs-body-bg)',
              border: '1px solid var(--bs-border-color)',
              borderRadius: 8,
            }}
            formatter={(value) => formatRupiah(Number(value))}
          />
          <Bar
            dataKey="revenue"
            name={t('charts.products.revenue')}
            fill={REVENUE_COLOUR}
            radius={rtl ? [4, 0, 0, 4] : [0, 4, 4, 0]}
            maxBarSize={22}
            animationDuration={600}
          />
        </BarChart>
      }
      table={
        <table>
          <caption>{t('charts.products.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('charts.products.product')}</th>
              <th scope="col">{t('charts.products.quantity')}</th>
              <th scope="col">{t('charts.products.revenue')}</th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => (
              <tr key={product.name}>
                <th scope="row">{product.name}</th>
                <td>{product.quantity}</td>
                <td>{formatRupiah(product.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
