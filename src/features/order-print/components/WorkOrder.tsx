import { useTranslation } from 'react-i18next';
import type { CustomerOrder, ProductAttribute } from '@/api/generated/shopApi';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { FlowerImage } from '@/entities/catalogue/ui/FlowerImage';
import { orderWordsOf } from '@/entities/order/model/boardWords';
import { Fact } from './Facts';

interface Props {
  order: CustomerOrder;
  attributes: readonly ProductAttribute[];
}

/**
 * Part 1, for the florist: what to make — product, picture, quantity, attributes, special instructions, when it
 * leaves. The instructions are the order's one text when it was placed without the card's words apart (as it always
 * was), else only the instructions (`specialMessage`): the card's words are on part 3.
 */
export function WorkOrder({ order, attributes }: Props) {
  const { t } = useTranslation('print');
  const formatDate = useFormatDate();
  const name = order.flowerProduct?.productName ?? t('ticket.noProduct');
  const words = orderWordsOf(order);
  const instructions = words.apart ? words.instructions : words.card;
  return (
    <section className="print-part print-part--work" aria-labelledby={`work-${order.orderID}`}>
      <h2 className="print-part__title" id={`work-${order.orderID}`}>
        {t('ticket.workOrder')} · #{order.orderID}
      </h2>
      <div className="print-work">
        <FlowerImage
          imageUrl={order.flowerProduct?.imageUrl}
          alt={t('ticket.productImage', { name })}
          eager
          className="print-work__image"
        />
        <dl className="print-facts">
          <Fact label={t('ticket.product')} wide>
            <strong>{name}</strong>
          </Fact>
          <Fact label={t('ticket.quantity')}>
            <strong className="print-work__quantity">× {order.quantity}</strong>
          </Fact>
          <Fact label={t('ticket.deliveryDate')}>{formatDate(order.deliveryDate, 'long')}</Fact>
          <Fact label={t('ticket.window')}>{order.deliveryTime || '—'}</Fact>
          <Fact label={t('ticket.attributes')} wide>
            {attributes.length > 0 ? (
              <ul className="print-work__attributes">
                {attributes.map((attribute) => (
                  <li key={attribute.attributeID}>
                    {attribute.attributeName}: {attribute.attributeValue}
                  </li>
                ))}
              </ul>
            ) : (
              t('ticket.noAttributes')
            )}
          </Fact>
          <Fact label={t('ticket.instructions')} wide>
            {instructions || t('ticket.noInstructions')}
          </Fact>
        </dl>
      </div>
    </section>
  );
}
