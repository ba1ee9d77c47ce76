import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArrangementPhoto, BoardOrder } from '@/api/generated/shopApi';
import { useShopNow } from '@/components/clock/useShopNow';
import { useHydrated } from '@/components/hydration/useHydrated';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { BoardWordsView } from '@/entities/order/ui/BoardWordsView';
import { shopZoneName } from '@/lib/dates/formatDate';
import { useArrangementAnswer, type AnswerProblem } from '../hooks/useArrangementAnswer';
import { arrangementStateAt } from '../model/doorstep';
import { DoorstepPhoto } from './DoorstepPhoto';
import './Doorstep.css';

/**
 * The 'Minta perubahan' form (Formik and yup) is a chunk of its own, loaded as the customer reaches its button: the
 * order page does not load a form library for an answer most customers never give.
 */
const loadChangeRequestForm = () => import('./ChangeRequestForm');
const ChangeRequestForm = lazy(() => loadChangeRequestForm().then((module) => ({ default: module.ChangeRequestForm })));

const ICONS: Record<ArrangementPhoto['state'], string> = {
  pending: 'bi-hourglass-split',
  approved: 'bi-check-circle-fill',
  change_requested: 'bi-pencil-square',
  auto_approved: 'bi-check-circle',
};

const PROBLEM_KEYS: Record<AnswerProblem, string> = {
  unsupported: 'doorstep.notOffered',
  closed: 'doorstep.closed',
  failed: 'doorstep.failed',
};

interface Props {
  orderId: number;
  token: string;
  photo: ArrangementPhoto;
  /** A bunga papan's text as composed: the photo is its proof, so the customer checks the words against it. */
  board?: BoardOrder | null;
}

/**
 * 'Foto rangkaian': the newest photo of the finished arrangement and the customer's answer. While it waits (and its
 * window is open) 'Setuju' or 'Minta perubahan' with a note; a backend that does not take answers (404/501) hides
 * them and sends the customer to WhatsApp. For a bunga papan the photo is the proof of the composed text
 * (docs/product-rules.md#the-right-words-proposed): the text shows beside it, to check every name, title and symbol
 * against, and 'Minta perubahan' reopens it for the shop.
 */
export function ArrangementPhotoCard({ orderId, token, photo, board }: Props) {
  const { t, i18n } = useTranslation('orderPage');
  const formatDate = useFormatDate();
  const zone = shopZoneName(i18n.language === 'en' ? 'en-GB' : 'id-ID');
  const hydrated = useHydrated();
  const now = useShopNow(15_000);
  const [changing, setChanging] = useState(false);
  const { send, sending, problem } = useArrangementAnswer(orderId, token);
  const state = arrangementStateAt(photo, now);
  const waiting = state === 'pending' && problem !== 'unsupported' && problem !== 'closed';

  const approve = () => void send({ decision: 'approve' });
  const picture = (
    <DoorstepPhoto
      src={photo.imageUrl}
      alt={t('doorstep.photoAlt', { id: orderId })}
      caption={
        <time dateTime={photo.takenAt}>
          {t('doorstep.takenAt', { date: `${formatDate(photo.takenAt, 'dateTime')} ${zone}` })}
        </time>
      }
    />
  );

  return (
    <section className="order-page-card order-page-doorstep" aria-labelledby="order-page-photo-title">
      <h2 className="order-page-card__title" id="order-page-photo-title">
        {t('doorstep.photoTitle')}
      </h2>
      {board ? (
        <div className="order-page-doorstep__proof">
          {picture}
          <div className="order-page-doorstep__words">
            <h3 className="order-page-doorstep__words-title">{t('doorstep.boardTitle')}</h3>
            {waiting && <p className="order-page-doorstep__hint">{t('doorstep.boardHint')}</p>}
            <BoardWordsView board={board} />
          </div>
        </div>
      ) : (
        picture
      )}
      <p className={`order-page-doorstep__state is-${state}`} role="status">
        <i className={`bi ${ICONS[state]} me-2`} aria-hidden="true" />
        {state === 'change_requested'
          ? t('doorstep.state.change_requested', { note: photo.note ?? '' })
          : t(`doorstep.state.${state}`)}
      </p>
      {state === 'change_requested' && <p className="order-page-doorstep__hint">{t('doorstep.changeHint')}</p>}
      {waiting && (
        <div className="order-page-doorstep__answer">
          <p className="order-page-doorstep__question">{t('doorstep.question')}</p>
          <p className="order-page-doorstep__hint">
            {t('doorstep.answerBy', { time: `${formatDate(photo.answerDueAt, 'dateTime')} ${zone}` })}
          </p>
          {changing ? (
            <Suspense fallback={null}>
              <ChangeRequestForm send={send} onCancel={() => setChanging(false)} />
            </Suspense>
          ) : (
            <div className="order-page-doorstep__actions">
              <button type="button" className="btn btn-primary" onClick={approve} disabled={sending || !hydrated}>
                {sending ? (
                  <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                ) : (
                  <i className="bi bi-hand-thumbs-up me-2" aria-hidden="true" />
                )}
                {t('doorstep.approve')}
              </button>
              <button
                type="button"
                className="btn btn-outline-primary"
                onPointerEnter={() => void loadChangeRequestForm()}
                onFocus={() => void loadChangeRequestForm()}
                onClick={() => setChanging(true)}
                disabled={sending || !hydrated}
              >
                <i className="bi bi-pencil me-2" aria-hidden="true" />
                {t('doorstep.change')}
              </button>
            </div>
          )}
        </div>
      )}
      {problem && (
        <p className={`order-page-doorstep__problem is-${problem}`} role="alert">
          {t(PROBLEM_KEYS[problem])}
        </p>
      )}
    </section>
  );
}
