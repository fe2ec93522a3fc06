// Billing: loads plans and history, creates orders (one per attempt), and polls the dialog's order
// every 3 s only while the dialog is open and the user is on the page.
import {
  all,
  call,
  delay,
  put,
  race,
  select,
  take,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import { cancelOrder, createOrder, getOrder, listOrders, listPlans } from '../../api/pay';
import type { Order, PayMethod } from '../../api/schemas';
import { createAttempts } from '../../lib/attempts';
import { i18n } from '../../lib/i18n';
import { requestSaga } from '../../lib/requestSaga';
import type { Outcome, Saga } from '../../lib/requestSaga';
import { notify } from '../notices';
import { profileRequest } from '../session';
import {
  cancelFailure,
  cancelRequest,
  cancelSuccess,
  checkFailure,
  checkSuccess,
  createFailure,
  createRequest,
  createSuccess,
  dialogClosed,
  isFinal,
  ORDERS_PAGE_SIZE,
  orderOpened,
  ordersFailure,
  ordersRequest,
  ordersSuccess,
  pageLeft,
  pageOpened,
  plansFailure,
  plansRequest,
  plansSuccess,
  selectDialogOrderId,
  selectOrders,
  selectPlans,
} from './paySlice';
import { orderPlanName } from './orderPlanName';

// How often a paid order's status is asked for while the checkout dialog waits.
const ORDER_POLL_INTERVAL_MS = 3000;

function* loadPlans(): Saga {
  yield* requestSaga(listPlans, [], { success: plansSuccess, failure: plansFailure });
}

function* loadOrders(action: ReturnType<typeof ordersRequest>): Saga {
  yield* requestSaga(listOrders, [action.payload.page, ORDERS_PAGE_SIZE], {
    success: ordersSuccess,
    failure: ordersFailure,
  });
}

function* reloadOrders(): Saga {
  const { page } = (yield select(selectOrders)) as ReturnType<typeof selectOrders>;
  yield put(ordersRequest({ page }));
}

function* openPage(): Saga {
  yield all([put(plansRequest()), put(ordersRequest({ page: 1 }))]);
}

type OrderAttempt = { planId: string; method: PayMethod };

function* createAttempt(input: OrderAttempt, key: string): Saga<Outcome<Order>> {
  return yield* requestSaga(createOrder, [input, key], {
    success: createSuccess,
    failure: createFailure,
  });
}

/**
 * One order per attempt (lib/attempts: a Pay pressed again for the same plan and method after a
 * transport failure reuses the key, and the provider answers with the order it may have made). A
 * blocking take loop, so a second Pay while one is on the wire is dropped (a double click creates
 * exactly one order).
 */
function* watchCreate(): Saga {
  const attempts = createAttempts<OrderAttempt>();
  for (;;) {
    const action = (yield take(createRequest.type)) as ReturnType<typeof createRequest>;
    const input: OrderAttempt = { planId: action.payload.planId, method: action.payload.method };
    const key = attempts.keyFor(input);
    const { outcome } = (yield race({
      outcome: call(createAttempt, input, key),
      left: take(pageLeft.type),
    })) as { outcome?: Outcome<Order> };
    if (!outcome) continue;
    attempts.ended(input, key, outcome);
    if (outcome.ok) yield* reloadOrders();
  }
}

function* settle(order: Order): Saga {
  if (order.status === 'paid') {
    const plans = (yield select(selectPlans)) as ReturnType<typeof selectPlans>;
    yield put(
      notify({
        kind: 'message',
        variant: 'success',
        message: {
          key: 'pay:notice.paid',
          values: { plan: orderPlanName(order, plans.data, i18n.language) },
        },
      }),
    );
    // The page shows the plan from the session: refetch it so the new plan shows at once.
    yield put(profileRequest());
  } else if (order.status === 'cancelled') {
    yield put(
      notify({ kind: 'message', variant: 'info', message: { key: 'pay:notice.cancelled' } }),
    );
  }
  yield* reloadOrders();
}

function* pollLoop(order: Order): Saga {
  let current = order;
  while (!isFinal(current)) {
    yield delay(ORDER_POLL_INTERVAL_MS);
    const outcome = yield* requestSaga(getOrder, [current.id], {
      success: checkSuccess,
      failure: checkFailure,
    });
    // A failed check (a network blip) is retried on the next tick; 400005 leaves the page anyway.
    if (outcome.ok) current = outcome.data;
  }
  yield* settle(current);
}

/** Polls the dialog's order until it is final, the dialog closes or the user leaves the page. */
function* pollOrder(
  action: ReturnType<typeof createSuccess> | ReturnType<typeof orderOpened>,
): Saga {
  const order = action.payload;
  if (((yield select(selectDialogOrderId)) as string | null) !== order.id) return;
  yield race({
    poll: call(pollLoop, order),
    closed: take(dialogClosed.type),
    left: take(pageLeft.type),
    cancelled: take((a: unknown) => cancelSuccess.match(a) && a.payload.id === order.id),
  });
}

function* cancel(action: ReturnType<typeof cancelRequest>): Saga {
  const outcome = yield* requestSaga(cancelOrder, [action.payload.id], {
    success: cancelSuccess,
    failure: cancelFailure,
  });
  if (outcome.ok) yield* settle(outcome.data);
}

export function* paySaga(): Saga {
  yield takeLatest(pageOpened.type, openPage);
  yield takeLatest(plansRequest.type, loadPlans);
  yield takeLatest(ordersRequest.type, loadOrders);
  // A new dialog order replaces the old one: takeLatest drops the old order's polling.
  yield takeLatest([createSuccess.type, orderOpened.type], pollOrder);
  yield takeLeading(cancelRequest.type, cancel);
  yield call(watchCreate);
}
