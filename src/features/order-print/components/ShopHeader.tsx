import { useShopSettings } from '@/entities/parameter/useShopSettings';
import { getRuntimeConfig } from '@/lib/config/runtimeConfig';

/**
 * The shop on every printed sheet: name (the product name), address and phone from the general parameters
 * (docs/product-rules.md#general-parameters).
 */
export function ShopHeader({ aside }: { aside?: string }) {
  const { settings } = useShopSettings();
  return (
    <div className="print-shop">
      <div>
        <p className="print-shop__name">{getRuntimeConfig().productName}</p>
        <p className="print-shop__contact">
          {settings.address} · {settings.phone}
        </p>
      </div>
      {aside && <p className="print-shop__aside">{aside}</p>}
    </div>
  );
}
