import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { BoardSymbol } from '@/api/generated/shopApi';
import { showAlert, showChoice } from '@/components/feedback/dialogs';
import { useAppDispatch } from '@/components/store/hooks';
import { useCreateCustomerOrderMutation } from '@/entities/order/api';
import { storeOrderInfo } from '@/entities/order/model/orderInfoStorage';
import { orderPagePath, orderPageUrl } from '@/entities/order/orderPageLink';
import { serverErrorsByKey } from '@/lib/api/serverErrorMessages';
import { cardMessageOf } from '@/lib/words/orderWords';
import { isBoardProduct } from '../model/boardDraft';
import { buildOrderPayload } from '../model/buildOrderPayload';
import type { WizardDelivery } from '../model/deliveryChoice';
import { clearDraft } from '../model/draftStorage';
import { firstOrderProblem } from '../model/orderDetailsSchema';
import type { CategorySnapshot, OrderDetailsDraft, ProductSnapshot } from '../model/wizardTypes';
import { refusedWords } from '../model/wordsRefusals';
import type { WordsContext } from '../model/wordsSchema';
import { backToProducts, deliveryRefused, wizardReset, wordsRefused } from '../orderWizardSlice';

interface Order {
  category: CategorySnapshot;
  product: ProductSnapshot;
  details: OrderDetailsDraft;
  /** The shop's delivery rules, when the backend offers them. */
  delivery?: WizardDelivery;
  /** Asks the backend again for the settings and the days still open. */
  refetchDelivery?: () => void;
  /** The card's words have their own field (the shop offers the card templates). */
  separateCard?: boolean;
  /** The shop's symbols, when known (a board's symbol is checked against its religion). */
  symbols?: readonly BoardSymbol[];
}

/** The delivery fields the backend may refuse as things stand now, in the order they are explained. */
const DELIVERY_FIELDS = ['deliveryDate', 'deliveryTime', 'deliveryZoneId', 'fulfilment', 'deliveryFee'] as const;

/** The first delivery field a 400 names, if any (e.g. the window filled up meanwhile). */
function refusedDeliveryField(error: unknown): (typeof DELIVERY_FIELDS)[number] | undefined {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  const errors = status === 400 ? serverErrorsByKey(error) : undefined;
  return errors ? DELIVERY_FIELDS.find((field) => field in errors) : undefined;
}

/**
 * Places the order (docs/product-rules.md#placing-an-order). A ref guards
 * against a second click before the button disables, so a double click creates
 * one order. On failure everything typed stays; on success the summary goes to
 * session storage, the draft is cleared and the visitor goes home — or, when the backend gives the
 * order a page (docs/product-rules.md#order-page-proposed), to that page if they choose it.
 */
export function usePlaceOrder({
  category,
  product,
  details,
  delivery,
  refetchDelivery,
  separateCard = false,
  symbols,
}: Order) {
  const { t } = useTranslation('order');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [createOrder] = useCreateCustomerOrderMutation();
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  const placeOrder = async () => {
    if (inFlight.current) return;
    const words: WordsContext = {
      board: isBoardProduct(product) ? { spec: product.board, symbols } : undefined,
      separateCard,
    };
    const problem = firstOrderProblem(product, details, undefined, delivery, words);
    if (problem) {
      // A draft restored on a later day may have gone stale: back to the details.
      await showAlert({
        icon: 'warning',
        title: t(problem.titleKey),
        text: t(problem.textKey),
        confirmText: t('actions.ok'),
      });
      dispatch(backToProducts());
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    const payload = buildOrderPayload({
      category,
      product,
      details,
      deliverySettings: delivery?.settings,
      separateCard,
    });
    let orderID: number;
    let trackingToken: string | undefined;
    try {
      ({ orderID, trackingToken } = await createOrder({ customerOrderInput: payload }).unwrap());
    } catch (error) {
      inFlight.current = false;
      setSubmitting(false);
      const refused = delivery ? refusedDeliveryField(error) : undefined;
      if (refused) {
        // Something changed since the visitor chose (a window filled up, a fee changed): say what, ask again
        // for what is open now and let them choose again on step 2; everything else they typed stays.
        refetchDelivery?.();
        await showAlert({
          icon: 'warning',
          title: t('submit.deliveryChangedTitle'),
          text: t(`submit.${refused === 'fulfilment' ? 'deliveryZoneId' : refused}`),
          confirmText: t('actions.ok'),
        });
        dispatch(
          deliveryRefused(
            refused === 'deliveryDate'
              ? ['deliveryDate', 'deliveryTime']
              : refused === 'deliveryTime'
                ? ['deliveryTime']
                : [],
          ),
        );
        return;
      }
      const refusals = refusedWords(error, details);
      if (refusals) {
        // The shop refused some of the words (a line too long for the size, a symbol the religion does not
        // allow…): back to step 2, each field saying why; everything typed stays.
        await showAlert({
          icon: 'warning',
          title: t('submit.wordsRefusedTitle'),
          text: t('submit.wordsRefused'),
          confirmText: t('actions.ok'),
        });
        dispatch(wordsRefused(refusals));
        return;
      }
      await showAlert({
        icon: 'error',
        title: t('submit.failureTitle'),
        text: t('submit.failureText'),
        confirmText: t('actions.ok'),
      });
      return;
    }
    storeOrderInfo({
      orderID,
      category: { categoryID: category.categoryID, categoryName: category.categoryName },
      product: {
        productID: product.productID,
        productName: product.productName,
        price: payload.unitPrice,
        imageUrl: product.imageUrl,
      },
      details: {
        deliveryDate: details.deliveryDate,
        deliveryTime: payload.deliveryTime,
        quantity: payload.quantity,
        recipientName: payload.customerName,
        recipientPhone: payload.phoneNumber,
        address: payload.address,
        cardMessage: cardMessageOf(payload),
      },
      totalPrice: payload.totalPrice,
      orderDate: payload.orderDate,
      ...(trackingToken ? { trackingToken } : {}),
    });
    clearDraft();
    setSubmitting(false);
    const success = {
      icon: 'success',
      title: t('submit.successTitle'),
      text: t('submit.successText', { orderId: orderID }),
    } as const;
    if (!trackingToken) {
      // Today's backend gives no key to an order page: the product's dialog, then home.
      await showAlert({ ...success, confirmText: t('actions.ok') });
      dispatch(wizardReset());
      await navigate('/public/home');
      return;
    }
    const url = orderPageUrl(orderID, trackingToken);
    const choice = await showChoice({
      ...success,
      confirmText: t('submit.viewOrderPage'),
      denyText: t('submit.sendLink'),
      closeText: t('actions.ok'),
      // wa.me without a number lets the visitor pick the chat (their own, or whoever paid): in the click, or the tab is
      // blocked.
      onDeny: () =>
        void window.open(
          `https://wa.me/?text=${encodeURIComponent(t('submit.linkMessage', { orderId: orderID, url, interpolation: { escapeValue: false } }))}`,
          '_blank',
          'noopener,noreferrer',
        ),
    });
    dispatch(wizardReset());
    await navigate(choice === 'confirm' ? orderPagePath(orderID, trackingToken) : '/public/home');
  };

  return { placeOrder, submitting };
}
