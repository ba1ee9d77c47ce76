import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef, useState } from 'react';
import type { PaymentMethod, PaymentPurpose, PaymentSession, PublicOrder } from '@/api/generated/shopApi';
import { useAppDispatch } from '@/components/store/hooks';
import { publicOrderApi } from '@/entities/order/publicOrderApi';
import { useCreatePaymentSessionMutation, useGetPaymentSessionQuery } from '@/entities/payment/gatewayApi';
import { TAG } from '@/lib/api/tags';
import { proposedCallStatus } from '@/lib/api/unsupportedCall';
import { randomKey } from '@/lib/ids/randomKey';
import {
  currentSession,
  fresher,
  type GatewayReturn,
  purposeChoices,
  returnedSession,
  type SessionFailure,
  sessionFailureOf,
} from '../model/gateway';

/** How often a session shown as payable is asked again: a payment shows within seconds, without a reload. */
export const SESSION_POLL_MS = 5_000;
/**
 * How often a session that expired unpaid is asked again: money paid after its end (a QRIS saved as a picture) shows
 * as late without a reload.
 */
export const LATE_POLL_MS = 15_000;
/** How long the page says it is checking after the customer came back from a gateway's page, at most. */
export const RETURN_CHECK_MS = 30_000;

/** One choice the customer made (a purpose and a method) and the Idempotency-Key its request (and retries) carry. */
interface Attempt {
  purpose: PaymentPurpose;
  method: PaymentMethod;
  key: string;
}

/**
 * The customer's payment by gateway on the order page: the purpose chosen (the deposit or the balance), the session
 * shown for it (the newest of the order's, or the one just made) read again every 5 s while it is payable, making a
 * session for a method (the request names only the purpose and the method, with an Idempotency-Key per choice kept
 * for its retry), and, after a return from a gateway's page, the check of what the server says.
 */
export function useGatewayPayment(order: PublicOrder, token: string, back: GatewayReturn | null) {
  const dispatch = useAppDispatch();
  const orderId = order.orderID;
  const sessions = order.paymentSessions ?? [];

  // The session a return from a gateway's page names: its purpose is the one shown first.
  const [returned] = useState(() => (back ? returnedSession(order.paymentSessions ?? [], back) : null));
  const [chosenPurpose, setPurpose] = useState<PaymentPurpose | null>(() => returned?.purpose ?? null);
  const [manual, setManual] = useState(false);
  const [created, setCreated] = useState<PaymentSession | null>(null);
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [failure, setFailure] = useState<SessionFailure | null>(null);
  const [sending, setSending] = useState(false);
  const latest = useRef(0);
  const [createSession] = useCreatePaymentSessionMutation();

  // Which session to read: the purpose's newest, as the order and the last answers know it. Its purpose is the one
  // chosen while it is still to pay, else the deposit while it is open, else the balance.
  const firstChoices = purposeChoices(order);
  const firstPurpose =
    firstChoices.find((choice) => choice.purpose === chosenPurpose)?.purpose ??
    (firstChoices.find((choice) => choice.purpose === 'deposit') ?? firstChoices[0])?.purpose ??
    null;
  const base = firstPurpose ? currentSession(sessions, firstPurpose, created) : null;
  const sessionQuery = useGetPaymentSessionQuery(base ? { orderId, token, sessionId: base.sessionID } : skipToken, {
    pollingInterval: base?.status === 'pending' ? SESSION_POLL_MS : base?.status === 'expired' ? LATE_POLL_MS : 0,
    skipPollingIfUnfocused: false,
  });
  const { data: polled, refetch } = sessionQuery;
  // The last reading failed (500, 503, no answer): the page says it cannot check, with a retry; the session shows as
  // last known, never paid from it. A backend without the call (404, 501) shows the session as the order knows it.
  const checkFailed = proposedCallStatus(sessionQuery) === 'failed';
  const merged = base ? fresher(base, polled) : null;
  const shown = merged && merged.status !== 'cancelled' ? merged : null;
  // A deposit the gateway has just reported paid counts at once, before the order is read again.
  const livePaid = polled && polled.status === 'paid' && base?.sessionID === polled.sessionID ? polled : null;
  const choices = livePaid?.purpose === 'deposit' ? purposeChoices(order, true) : firstChoices;
  const purpose = choices.some((choice) => choice.purpose === firstPurpose)
    ? firstPurpose
    : (choices[0]?.purpose ?? null);

  // The polled session moved on (paid, ended, paid late) before the order knew: the order is read again (what is
  // paid, its progress, the other sessions).
  const refreshed = useRef(new Set<string>());
  const knownStatus = polled ? sessions.find((session) => session.sessionID === polled.sessionID)?.status : undefined;
  useEffect(() => {
    if (!polled || polled.status === 'pending' || polled.status === knownStatus) return;
    const mark = `${polled.sessionID}:${polled.status}`;
    if (refreshed.current.has(mark)) return;
    refreshed.current.add(mark);
    dispatch(publicOrderApi.util.invalidateTags([{ type: TAG.publicOrder, id: orderId }]));
  }, [dispatch, orderId, polled, knownStatus]);

  const send = async (next: Attempt) => {
    const request = ++latest.current;
    setAttempt(next);
    setFailure(null);
    setSending(true);
    setManual(false);
    try {
      const session = await createSession({
        orderId,
        token,
        'Idempotency-Key': next.key,
        paymentSessionInput: { purpose: next.purpose, method: next.method },
      }).unwrap();
      if (request !== latest.current) return;
      setCreated(session);
    } catch (error) {
      if (request !== latest.current) return;
      const why = sessionFailureOf(error);
      setFailure(why);
      // Refused because the order changed (paid, cancelled) or the shop's methods did: read it again.
      if (why.kind === 'refused')
        dispatch(publicOrderApi.util.invalidateTags([{ type: TAG.publicOrder, id: orderId }]));
    } finally {
      if (request === latest.current) setSending(false);
    }
  };

  /** The customer picks a method: a session for it (none when the one shown is that method's, still payable). */
  const choose = (method: PaymentMethod) => {
    if (!purpose) return;
    if (!sending && !failure && shown?.status === 'pending' && shown.method === method) {
      setManual(false);
      return;
    }
    const again = attempt && attempt.purpose === purpose && attempt.method === method && failure?.kind === 'failed';
    void send(again ? attempt : { purpose, method, key: randomKey() });
  };

  /** 'Buat kode baru': another session, the same purpose and method, a new key. */
  const renew = () => {
    if (shown) void send({ purpose: shown.purpose, method: shown.method, key: randomKey() });
  };

  /** The same request again (same key: the server answers the session it made, never a second one). */
  const retry = () => {
    if (attempt) void send(attempt);
  };

  const stopSending = () => {
    latest.current += 1;
    setSending(false);
    setFailure(null);
  };
  const chooseManual = () => {
    stopSending();
    setManual(true);
  };
  const choosePurpose = (next: PaymentPurpose) => {
    stopSending();
    setPurpose(next);
  };

  // The countdown reached 0: the server expires the session by itself; it is asked once.
  const askedAtExpiry = useRef<number | null>(null);
  const shownId = shown?.status === 'pending' ? shown.sessionID : null;
  const expired = () => {
    if (shownId === null || askedAtExpiry.current === shownId) return;
    askedAtExpiry.current = shownId;
    void refetch();
  };

  // Back from a gateway's page: 'checking' until the server says the session is anything but payable, its purpose
  // is paid, or a while has passed (then the server's state shows, whatever it is). Once over, it stays over.
  const [checkOver, setCheckOver] = useState(!back);
  useEffect(() => {
    if (checkOver) return;
    const timer = window.setTimeout(() => setCheckOver(true), RETURN_CHECK_MS);
    return () => window.clearTimeout(timer);
  }, [checkOver]);
  const checkSettled =
    !returned ||
    shown?.sessionID !== returned.sessionID ||
    shown.status !== 'pending' ||
    !choices.some((choice) => choice.purpose === returned.purpose);
  if (!checkOver && checkSettled) setCheckOver(true);
  const checking = !checkOver && !checkSettled;

  const pendingMethod = sending && attempt && attempt.purpose === purpose ? attempt.method : null;
  const current = !manual && shown?.purpose === purpose ? shown : null;
  return {
    choices,
    purpose,
    choosePurpose,
    manual,
    chooseManual,
    /** The session shown for the purpose (never a cancelled one), or null. */
    session: current,
    /** The method whose session is being made. */
    pendingMethod,
    /** The method shown as chosen. */
    chosenMethod: manual ? null : (pendingMethod ?? (failure && attempt ? attempt.method : current?.method) ?? null),
    failure: manual ? null : failure,
    choose,
    renew,
    retry,
    expired,
    checking,
    checkDone: checkOver,
    /** The session the gateway reported paid just now (the order may not count it yet). */
    livePaid,
    /** The last reading of the session shown failed (not a backend without it): said, with `recheck`. */
    checkFailed: !manual && checkFailed,
    /** Reads the session again now. */
    recheck: () => void refetch(),
    rechecking: sessionQuery.isFetching,
  };
}
