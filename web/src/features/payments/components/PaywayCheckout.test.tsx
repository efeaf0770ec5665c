import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { CreatePaywayPaymentDocument, OrderStatusUpdatesDocument } from '../../../gql/graphql';
import { mockOperation, mockSubscription, sentVariables } from '../../../test/apollo';
import { LocationProbe, renderAt } from '../../../test/render';
import type { SelectedPlan } from '../selection';
import PaywayCheckout from './PaywayCheckout';

const ORDER_ID = '3f2a9c1b-0000-4000-8000-00000000000a';
const DEEPLINK = 'abamobilebank://ababank.com?type=payway&qrcode=00020101021230190015payway';
const PLAN: SelectedPlan = { packageId: 'starter', planName: 'Starter', price: 299 };
const appPayment = {
  orderId: ORDER_ID,
  tranId: '0123456789abcdef0124',
  checkoutUrl: 'https://checkout.payway.com.kh/api/payment-gateway/v1/payments/purchase',
  fields: [],
  abapayDeeplink: DEEPLINK,
};

/** A phone's screen (a coarse pointer) or a desktop's, as MUI's useMediaQuery reads it. */
function screenWith({ touch }: { touch: boolean }) {
  window.matchMedia = ((query: string) => ({
    matches: touch && query.includes('pointer: coarse'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

const matchMedia = window.matchMedia;
let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  window.matchMedia = matchMedia;
  consoleError.mockRestore();
});

function renderCheckout(
  path: string,
  mocks: Parameters<typeof renderAt>[2],
  openApp = jest.fn<(url: string) => void>(),
) {
  const go = jest.fn();
  renderAt(
    path,
    <>
      <Routes>
        <Route
          path="*"
          element={<PaywayCheckout plan={PLAN} onUnavailable={() => undefined} go={go} openApp={openApp} />}
        />
      </Routes>
      <LocationProbe />
    </>,
    mocks,
  );
  return { go, openApp };
}

describe('PaywayCheckout on a phone: ABA Mobile first', () => {
  it('opens ABA Mobile on the payment, waits for it live, and moves on to the paid page (Khmer)', async () => {
    screenWith({ touch: true });
    const live = mockSubscription(OrderStatusUpdatesDocument);
    const user = userEvent.setup();
    const { openApp, go } = renderCheckout('/km/checkout', {
      mocks: [
        mockOperation(
          CreatePaywayPaymentDocument,
          { input: { package: 'starter', email: undefined, language: 'km', app: true } },
          { data: { createPaywayPayment: appPayment } },
        ),
      ],
      subscriptions: [live],
    });
    await user.click(screen.getByRole('button', { name: 'បង់ប្រាក់តាម ABA Mobile' }));
    await waitFor(() => expect(openApp).toHaveBeenCalledWith(DEEPLINK));
    expect(go).not.toHaveBeenCalled();
    const waiting = await screen.findByTestId('payway-app');
    expect(waiting).toHaveTextContent('សូមបញ្ចប់ការបង់ប្រាក់នៅក្នុង ABA Mobile');
    expect(screen.getByRole('link', { name: 'បើក ABA Mobile ម្ដងទៀត' })).toHaveAttribute('href', DEEPLINK);
    await waitFor(() => expect(live.requests).toEqual([{ reference: { order: ORDER_ID } }]));
    act(() => live.next({ orderStatus: { status: 'pending', package: 'starter', amount: 29900, method: 'payway' } }));
    expect(screen.getByTestId('location')).toHaveTextContent('/km/checkout');
    act(() => live.next({ orderStatus: { status: 'paid', package: 'starter', amount: 29900, method: 'payway' } }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/km/payment-success?order=${ORDER_ID}`),
    );
  });

  it('offers card, Alipay or WeChat Pay beside it: the hosted checkout, without the app', async () => {
    screenWith({ touch: true });
    const hosted = { ...appPayment, abapayDeeplink: null, fields: [{ name: 'hash', value: 'c2lnbmVk' }] };
    const user = userEvent.setup();
    const { openApp, go } = renderCheckout('/checkout', {
      mocks: [
        mockOperation(
          CreatePaywayPaymentDocument,
          { input: { package: 'starter', email: undefined, language: 'en', app: false } },
          { data: { createPaywayPayment: hosted } },
        ),
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Card, Alipay or WeChat Pay' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(hosted));
    expect(openApp).not.toHaveBeenCalled();
  });

  it('sends the visitor to the hosted page when PayWay gives no deep link', async () => {
    screenWith({ touch: true });
    const hosted = { ...appPayment, abapayDeeplink: null, fields: [{ name: 'hash', value: 'c2lnbmVk' }] };
    const user = userEvent.setup();
    const { openApp, go } = renderCheckout('/checkout', {
      mocks: [
        mockOperation(
          CreatePaywayPaymentDocument,
          { input: { package: 'starter', email: undefined, language: 'en', app: true } },
          { data: { createPaywayPayment: hosted } },
        ),
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Pay with ABA Mobile' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(hosted));
    expect(openApp).not.toHaveBeenCalled();
  });

  it('on a desktop, offers only PayWay’s page (no app to open there)', async () => {
    screenWith({ touch: false });
    renderCheckout('/checkout', {});
    expect(screen.getByRole('button', { name: 'Continue to ABA PayWay' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay with ABA Mobile' })).not.toBeInTheDocument();
    expect(sentVariables(CreatePaywayPaymentDocument)).toEqual([]);
  });
});
