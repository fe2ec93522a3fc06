// Billing: the plans, the order in the checkout dialog, and the order history.
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
import type { Order, Page, PayMethod, Plan } from '../../api/schemas';
import { rootReducer } from '../../kernel/reducer';
import type { Failure } from '../../lib/requestSaga';
import { notLoaded, requestCases } from '../../lib/requestState';
import type { Loaded } from '../../lib/requestState';

export const ORDERS_PAGE_SIZE = 10;

interface PayState {
  plans: Loaded<Plan[]>;
  checkout: {
    /** The plan whose order is being created; every Pay button is locked meanwhile. */
    creating: string | null;
    createError: Failure | null;
    /** The dialog's order; kept after closing so the dialog can animate out with its content. */
    order: Order | null;
    open: boolean;
    /** "Cancel this order?" is asked over the dialog (docs/product.md §8.8). */
    confirmingCancel: boolean;
    cancelling: boolean;
    cancelError: Failure | null;
    /** The last status check failed (kept polling): shown as a hint, not as an error screen. */
    checkFailed: boolean;
  };
  /** The page of the order history asked for, and the provider's answer. */
  orders: Loaded<Page<Order>> & { page: number };
}

const initialCheckout: PayState['checkout'] = {
  creating: null,
  createError: null,
  order: null,
  open: false,
  confirmingCancel: false,
  cancelling: false,
  cancelError: null,
  checkFailed: false,
};

const initialPayState: PayState = {
  plans: notLoaded<Plan[]>(),
  checkout: initialCheckout,
  orders: { ...notLoaded<Page<Order>>(), page: 1 },
};

/** Statuses after which an order never changes: polling ends on them. */
export function isFinal(order: Order): boolean {
  return order.status !== 'pending';
}

const request = requestCases<PayState>();

const paySlice = createSlice({
  name: 'pay',
  initialState: initialPayState,
  reducers: {
    pageOpened() {
      // The saga loads plans and orders.
    },
    pageLeft(state) {
      state.checkout = initialCheckout;
    },
    ...request('plans', (state) => state.plans, {
      success: (state, plans: Plan[]) => {
        state.plans.data = plans;
      },
    }),
    ...request('orders', (state) => state.orders, {
      request: (state, { page }: { page: number }) => {
        state.orders.page = page;
      },
      success: (state, orders: Page<Order>) => {
        state.orders.data = orders;
      },
    }),
    createRequest(state, action: PayloadAction<{ planId: string; method: PayMethod }>) {
      state.checkout.creating ??= action.payload.planId;
      state.checkout.createError = null;
    },
    createSuccess(state, action: PayloadAction<Order>) {
      state.checkout = { ...initialCheckout, order: action.payload, open: true };
    },
    createFailure(state, action: PayloadAction<Failure>) {
      state.checkout.creating = null;
      state.checkout.createError = action.payload;
    },
    /** A pending order from the history, opened again to pay it. */
    orderOpened(state, action: PayloadAction<Order>) {
      state.checkout = { ...initialCheckout, order: action.payload, open: true };
    },
    checkSuccess(state, action: PayloadAction<Order>) {
      const { checkout } = state;
      if (checkout.order?.id !== action.payload.id) return;
      checkout.order = action.payload;
      checkout.checkFailed = false;
      // Paid and cancelled are done with; an expired order stays up to offer a new one.
      if (action.payload.status === 'paid' || action.payload.status === 'cancelled') {
        checkout.open = false;
        checkout.confirmingCancel = false;
      }
    },
    checkFailure(state, _action: PayloadAction<Failure>) {
      state.checkout.checkFailed = true;
    },
    dialogClosed(state) {
      state.checkout.open = false;
      state.checkout.confirmingCancel = false;
      state.checkout.cancelError = null;
    },
    /** Cancel order was pressed: ask first. */
    cancelAsked(state) {
      state.checkout.confirmingCancel = true;
      state.checkout.cancelError = null;
    },
    /** Keep order, or Escape: nothing is sent. */
    cancelKept(state) {
      state.checkout.confirmingCancel = false;
      state.checkout.cancelError = null;
    },
    cancelRequest(state, _action: PayloadAction<{ id: string }>) {
      state.checkout.cancelling = true;
      state.checkout.cancelError = null;
    },
    cancelSuccess(state, action: PayloadAction<Order>) {
      state.checkout.cancelling = false;
      if (state.checkout.order?.id === action.payload.id) {
        state.checkout.order = action.payload;
        state.checkout.open = false;
        state.checkout.confirmingCancel = false;
      }
    },
    cancelFailure(state, action: PayloadAction<Failure>) {
      state.checkout.cancelling = false;
      state.checkout.cancelError = action.payload;
    },
  },
  selectors: {
    selectPlans: (state) => state.plans,
    selectCheckout: (state) => state.checkout,
    selectOrders: (state) => state.orders,
    selectDialogOrderId: (state) =>
      state.checkout.open ? (state.checkout.order?.id ?? null) : null,
  },
});

export const {
  pageOpened,
  pageLeft,
  plansRequest,
  plansSuccess,
  plansFailure,
  ordersRequest,
  ordersSuccess,
  ordersFailure,
  createRequest,
  createSuccess,
  createFailure,
  orderOpened,
  checkSuccess,
  checkFailure,
  dialogClosed,
  cancelAsked,
  cancelKept,
  cancelRequest,
  cancelSuccess,
  cancelFailure,
} = paySlice.actions;
declare module '../../kernel/reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof paySlice> {}
}

// Injected when this screen's code loads (kernel/reducer.ts): its selectors read the initial state
// until the first action after that.
const injected = paySlice.injectInto(rootReducer);
export const { selectPlans, selectCheckout, selectOrders, selectDialogOrderId } =
  injected.selectors;
