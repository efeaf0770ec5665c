import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '../../../app/toast';
import { Toaster } from '../../../layout/Toaster';
import { SHIPPED_SETTINGS } from '../../settings';
import {
  CreateCardPaymentDocument,
  CreateKhqrPaymentDocument,
  CreatePaywayPaymentDocument,
  OrderStatusUpdatesDocument,
  PaymentMethodsDocument,
  SiteSettingsDocument,
  type CheckoutInput,
  type CreateKhqrPaymentMutation,
  type PaymentMethod,
} from '../../../gql/graphql';
import {
  graphQLError,
  holdAnswers,
  httpError,
  mockOperation,
  mockSubscription,
  sentVariables,
  type Refusal,
} from '../../../test/apollo';
import { LocationProbe, renderAt } from '../../../test/render';
import { clearSelectedPlan, storeSelectedPlan } from '../selection';
import CheckoutPage from './CheckoutPage';

interface StandInState {
  publishableKey: string | null;
  elementsOptions: { clientSecret?: string; locale?: string } | null;
  confirmCalls: { confirmParams: { return_url: string; receipt_email?: string }; card: string }[];
  holdConfirm(): () => void;
}
const standIn = () => (window as unknown as { __stripeStandIn: StandInState }).__stripeStandIn;

beforeAll(() => {
  // The same stand-in for Stripe.js the e2e tests serve: @stripe/stripe-js finds window.Stripe and
  // loads no script, so the real @stripe/react-stripe-js runs against it.
  new Function(readFileSync(new URL('../../../test/stripe-js-stand-in.js', import.meta.url), 'utf8'))();
});

type Mocks = NonNullable<Parameters<typeof renderAt>[2]>;
const renderCheckout = (path = '/checkout', apollo: Mocks = {}) =>
  renderAt(
    path,
    <>
      <CheckoutPage routeId="checkout" />
      <LocationProbe />
      <Toaster />
    </>,
    apollo,
  );
const location = () => screen.getByTestId('location').textContent;
const toastCard = () => within(screen.getByRole('region', { name: /\(F8\)|F8/ })).getByTestId('toast');
const SECRET = 'pi_123abc_secret_456def';
const CARD = { data: { createCardPayment: { clientSecret: SECRET, publishableKey: 'pk_test_component' } } };

/** The methods the api offers now. */
const offers = (...methods: PaymentMethod[]) =>
  mockOperation(PaymentMethodsDocument, {}, { data: { paymentMethods: { methods } } });
/** The api's answer to a card payment for `input`. */
const cardPayment = (input: CheckoutInput, answer: typeof CARD | Refusal) =>
  mockOperation(CreateCardPaymentDocument, { input }, answer);
type KhqrCode = CreateKhqrPaymentMutation['createKhqrPayment'];
/** The api's answer to a KHQR code for `input`. */
const khqrPayment = (input: CheckoutInput, answer: KhqrCode | Refusal) =>
  mockOperation(
    CreateKhqrPaymentDocument,
    { input },
    'orderId' in answer ? { data: { createKhqrPayment: answer } } : answer,
  );

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  act(() => dismissToast());
  clearSelectedPlan();
  sessionStorage.clear();
  consoleError.mockRestore();
});

describe('CheckoutPage', () => {
  it('sends the visitor back to /pricing, asking nothing, when no plan is stored', async () => {
    renderCheckout('/checkout', { mocks: [offers('card')] });
    await waitFor(() => expect(location()).toBe('/pricing'));
    expect(sentVariables(PaymentMethodsDocument)).toEqual([]);
  });

  it('goes to the Khmer pricing page from the Khmer checkout', async () => {
    renderCheckout('/km/checkout');
    await waitFor(() => expect(location()).toBe('/km/pricing'));
  });

  it('shows a spinner and the order summary while it asks for a card payment with only the package id', async () => {
    storeSelectedPlan({ packageId: 'professional', planName: 'Professional', price: 1 });
    const release = holdAnswers();
    renderCheckout('/checkout', {
      mocks: [offers('card'), cardPayment({ package: 'professional', language: 'en' }, CARD)],
    });
    expect(await screen.findAllByText('Preparing a secure payment...')).not.toHaveLength(0);
    expect(screen.getByTestId('checkout-plan')).toHaveTextContent('Professional');
    // The package table's price, not the stored one.
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$799');
    expect(screen.getByText('One-time payment')).toBeInTheDocument();
    act(() => release());
    await waitFor(() =>
      expect(sentVariables(CreateCardPaymentDocument)).toEqual([
        { input: { package: 'professional', language: 'en' } },
      ]),
    );
    // One method: no choice to make.
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeInTheDocument();
  });

  it('names the package as admins saved it in the notice too (Settings), not as the site shipped it', async () => {
    const renamed = {
      ...SHIPPED_SETTINGS,
      packages: SHIPPED_SETTINGS.packages.map((pkg) =>
        pkg.id === 'starter' ? { ...pkg, name: { en: 'Starter C', km: 'កញ្ចប់ចាប់ផ្ដើម C' } } : pkg,
      ),
    };
    storeSelectedPlan({ packageId: 'starter', planName: 'Starter C', price: 299 });
    renderCheckout('/km/checkout', {
      mocks: [offers(), mockOperation(SiteSettingsDocument, {}, { data: { siteSettings: renamed } })],
    });
    const notice = await screen.findByTestId('payments-unavailable');
    await waitFor(() => expect(notice).toHaveTextContent('អ្នកនៅតែអាចទិញ កញ្ចប់ចាប់ផ្ដើម C បាន'));
  });

  it('says clearly when no online payment is configured, beside the order summary, in Khmer too', async () => {
    storeSelectedPlan({ packageId: 'starter', planName: 'Starter', price: 299 });
    renderCheckout('/km/checkout', { mocks: [offers()] });
    const notice = await screen.findByTestId('payments-unavailable');
    expect(within(notice).getByRole('heading')).toHaveTextContent('ការទូទាត់តាមអនឡាញមិនអាចប្រើបានទេ');
    expect(notice).toHaveTextContent('ការទូទាត់តាមអនឡាញ មិនទាន់បានរៀបចំនៅលើគេហទំព័រនេះនៅឡើយទេ។');
    expect(screen.getByTestId('checkout-plan')).toHaveTextContent('កញ្ចប់ Starter');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$299');
    expect(sentVariables(CreateCardPaymentDocument)).toEqual([]);
    expect(sentVariables(CreateKhqrPaymentDocument)).toEqual([]);
    expect(notice).toHaveTextContent('អ្នកនៅតែអាចទិញ កញ្ចប់ Starter បាន');
    expect(within(notice).getByRole('link', { name: 'កក់ការពិគ្រោះយោបល់' })).toHaveAttribute('href', '/km/booking');
    expect(within(notice).getByRole('link', { name: 'ផ្ញើអ៊ីមែលមកយើង' })).toHaveAttribute(
      'href',
      'mailto:hello@angkordigital.com.kh',
    );
    expect(within(notice).getByRole('link', { name: 'ទូរស័ព្ទមកយើង' })).toHaveAttribute('href', 'tel:+85512345678');
    expect(location()).toBe('/km/checkout');
    // Nothing on the page promises what only an online payment brings (a receipt, a confirmation e-mail).
    expect(document.body).not.toHaveTextContent(/អ៊ីមែលបញ្ជាក់|បង្កាន់ដៃ/);
    expect(document.body).toHaveTextContent('ក្នុងរយៈពេល 24 ម៉ោងបន្ទាប់ពីអ្នកបង់ប្រាក់');
  });

  it('promises no confirmation e-mail or receipt when online payment is not set up (English)', async () => {
    storeSelectedPlan({ packageId: 'starter', planName: 'Starter', price: 299 });
    renderCheckout('/checkout', { mocks: [offers()] });
    await screen.findByTestId('payments-unavailable');
    expect(document.body).not.toHaveTextContent(/confirmation e-mail|receipt/i);
    expect(document.body).toHaveTextContent('Within 24 hours of your payment, our team contacts you');
  });

  it('offers Retry when the methods cannot be read, and asks again', async () => {
    storeSelectedPlan({ packageId: 'starter', planName: 'Starter', price: 299 });
    const failed = mockOperation(PaymentMethodsDocument, {}, httpError(502, 'Bad Gateway'));
    const user = userEvent.setup();
    renderCheckout('/checkout', {
      mocks: [failed, offers(), cardPayment({ package: 'starter', language: 'en' }, CARD)],
    });
    expect(await screen.findByText('502: Bad Gateway')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('payments-unavailable')).toBeInTheDocument();
    expect(sentVariables(PaymentMethodsDocument)).toHaveLength(2);
  });

  it("shows the server's message when the card provider turns out not to be configured", async () => {
    storeSelectedPlan({ packageId: 'starter', planName: 'Starter', price: 299 });
    const refused = graphQLError({ code: 'UNAVAILABLE', message: 'Online card payment is not set up.' });
    renderCheckout('/checkout', {
      mocks: [offers('card'), cardPayment({ package: 'starter', language: 'en' }, refused)],
    });
    expect(await screen.findByTestId('payments-unavailable')).toHaveTextContent('Online card payment is not set up.');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$299');
  });

  it('logs a failed card payment, goes back to /pricing and says what happened', async () => {
    storeSelectedPlan({ packageId: 'starter', planName: 'Starter', price: 299 });
    const refused = graphQLError({ code: 'BAD_GATEWAY', message: 'The payment provider did not answer in time.' });
    renderCheckout('/checkout', {
      mocks: [offers('card'), cardPayment({ package: 'starter', language: 'en' }, refused)],
    });
    await waitFor(() => expect(location()).toBe('/pricing'));
    expect(consoleError).toHaveBeenCalled();
    const card = await waitFor(toastCard);
    expect(card).toHaveAttribute('data-variant', 'destructive');
    expect(card).toHaveTextContent('We could not start the payment');
    expect(card).toHaveTextContent('The payment provider did not answer in time.');
  });

  it('shows the Payment Element, keeps Pay Now disabled until it is ready, and toasts a declined card', async () => {
    storeSelectedPlan({ packageId: 'enterprise', planName: 'Enterprise', price: 1499 });
    const user = userEvent.setup();
    renderCheckout('/km/checkout', {
      mocks: [offers('card'), cardPayment({ package: 'enterprise', language: 'km' }, CARD)],
    });

    const pay = await screen.findByRole('button', { name: 'បង់ប្រាក់ឥឡូវនេះ' });
    expect(pay).toBeDisabled();
    await waitFor(() => expect(pay).toBeEnabled());
    expect(standIn().publishableKey).toBe('pk_test_component');
    expect(standIn().elementsOptions).toMatchObject({ clientSecret: SECRET, locale: 'en' });
    expect(screen.getByText(/ទម្រង់បញ្ចូលកាតខាងក្រោមបង្ហាញជាភាសាអង់គ្លេស/)).toBeInTheDocument();

    // The receipt address is checked before anything goes to Stripe.
    await user.click(pay);
    expect(await screen.findByText('សូមបំពេញចន្លោះនេះ')).toBeInTheDocument();
    expect(standIn().confirmCalls).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /អ៊ីមែលសម្រាប់ទទួលបង្កាន់ដៃ/ }), 'dara@hotel.test');
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4000 0000 0000 0002');
    // Stripe's answer waits until the page has been seen while it processes (on a busy machine the
    // stand-in's answer could otherwise arrive before the assertions below).
    const releaseConfirm = standIn().holdConfirm();
    await user.click(pay);
    const processing = await screen.findByRole('button', { name: 'កំពុងដំណើរការ...' });
    expect(processing).toBeDisabled();
    expect(screen.getByRole('link', { name: 'ត្រឡប់ក្រោយ' })).toHaveAttribute('aria-disabled', 'true');
    releaseConfirm();

    const card = await waitFor(toastCard);
    expect(card).toHaveAttribute('data-variant', 'destructive');
    expect(card).toHaveTextContent('ការទូទាត់បានបរាជ័យ');
    expect(card).toHaveTextContent('Your card was declined.');
    expect(await screen.findByRole('button', { name: 'បង់ប្រាក់ឥឡូវនេះ' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'ត្រឡប់ក្រោយ' })).toHaveAttribute('href', '/km/pricing');

    const [call] = standIn().confirmCalls;
    expect(call.confirmParams).toEqual({
      return_url: `${window.location.origin}/km/payment-success`,
      receipt_email: 'dara@hotel.test',
    });
  });

  it('offers KHQR and Card when both are configured, KHQR first, and keeps the choice across a reload', async () => {
    storeSelectedPlan({ packageId: 'starter', planName: 'Starter', price: 299 });
    const user = userEvent.setup();
    const { unmount } = renderCheckout('/checkout', {
      mocks: [offers('khqr', 'card'), cardPayment({ package: 'starter', language: 'en' }, CARD)],
    });
    const group = await screen.findByRole('radiogroup');
    expect(within(group).getByRole('radio', { name: /KHQR/ })).toBeChecked();
    expect(await screen.findByRole('button', { name: 'Show KHQR code' })).toBeInTheDocument();
    // Nothing is created before the visitor asks for a code.
    expect(sentVariables(CreateKhqrPaymentDocument)).toEqual([]);
    expect(sentVariables(CreateCardPaymentDocument)).toEqual([]);

    await user.click(within(group).getByRole('radio', { name: /Card/ }));
    expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeInTheDocument();
    expect(sentVariables(CreateCardPaymentDocument)).toHaveLength(1);
    unmount();

    renderCheckout('/checkout', {
      mocks: [offers('khqr', 'card'), cardPayment({ package: 'starter', language: 'en' }, CARD)],
    });
    expect(within(await screen.findByRole('radiogroup')).getByRole('radio', { name: /Card/ })).toBeChecked();
  });

  it('offers KHQR, then "Card, ABA PAY, Alipay, WeChat" through PayWay, and posts PayWay’s signed form to its checkout', async () => {
    storeSelectedPlan({ packageId: 'starter', planName: 'Starter', price: 299 });
    const posted: { action: string; method: string; enctype: string; fields: [string, string][] }[] = [];
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      posted.push({
        action: this.action,
        method: this.method,
        enctype: this.enctype,
        fields: [...new FormData(this).entries()].map(([name, value]) => [name, String(value)]),
      });
    });
    const payment = {
      orderId: '3f2a9c1b-0000-4000-8000-000000000009',
      tranId: '0123456789abcdef0123',
      checkoutUrl: 'https://checkout-sandbox.payway.com.kh/api/payment-gateway/v1/payments/purchase',
      fields: [
        { name: 'tran_id', value: '0123456789abcdef0123' },
        { name: 'amount', value: '299.00' },
        { name: 'hash', value: 'c2lnbmVk' },
      ],
      abapayDeeplink: null,
    };
    const user = userEvent.setup();
    renderCheckout('/km/checkout', {
      mocks: [
        offers('khqr', 'payway'),
        mockOperation(
          CreatePaywayPaymentDocument,
          { input: { package: 'starter', email: 'sokha@hotel.test', language: 'km', app: false } },
          { data: { createPaywayPayment: payment } },
        ),
      ],
    });
    const group = await screen.findByRole('radiogroup');
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['khqr', 'payway']);
    expect(within(group).getByText('កាត ABA PAY Alipay WeChat')).toBeInTheDocument();
    await user.click(radios[1]!);
    await user.type(await screen.findByRole('textbox', { name: /អ៊ីមែល/ }), 'sokha@hotel.test');
    await user.click(screen.getByRole('button', { name: 'បន្តទៅ ABA PayWay' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      action: payment.checkoutUrl,
      method: 'post',
      enctype: 'multipart/form-data',
      fields: payment.fields.map(({ name, value }) => [name, value]),
    });
    expect(screen.getByRole('button', { name: 'កំពុងនាំអ្នកទៅ ABA PayWay...' })).toBeDisabled();
    submit.mockRestore();
  });

  it('pays by KHQR: a code for the package with the receipt address, a live status, then the confirmation page', async () => {
    storeSelectedPlan({ packageId: 'professional', planName: 'Professional', price: 799 });
    const orderId = '3f2a9c1b-0000-4000-8000-000000000001';
    const code: KhqrCode = {
      orderId,
      qr: '00020101021229220018angkordigital@aclb5204599953038405403799',
      md5: 'd41d8cd98f00b204e9800998ecf8427e',
      amount: 79900,
      currency: 'USD',
      expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
      merchantName: 'Angkor Digital',
      qrImage: 'data:image/png;base64,iVBORw0KGgo=',
    };
    const live = mockSubscription(OrderStatusUpdatesDocument);
    const status = (value: 'pending' | 'paid') => ({
      orderStatus: { status: value, package: 'professional', amount: 79900, method: 'khqr' as const },
    });
    const user = userEvent.setup();
    renderCheckout('/km/checkout', {
      mocks: [offers('khqr'), khqrPayment({ package: 'professional', email: 'dara@hotel.test', language: 'km' }, code)],
      subscriptions: [live],
    });
    const email = await screen.findByRole('textbox', { name: /អ៊ីមែលសម្រាប់បង្កាន់ដៃ/ });
    await user.type(email, 'dara@hotel');
    await user.click(screen.getByRole('button', { name: 'បង្ហាញកូដ KHQR' }));
    expect(await screen.findByText('សូមបញ្ចូលអាសយដ្ឋានអ៊ីមែលដែលត្រឹមត្រូវ')).toBeInTheDocument();
    expect(sentVariables(CreateKhqrPaymentDocument)).toEqual([]);
    await user.type(email, '.test');
    await user.click(screen.getByRole('button', { name: 'បង្ហាញកូដ KHQR' }));

    const card = await screen.findByTestId('khqr-card');
    expect(within(card).getByTestId('khqr-merchant')).toHaveTextContent('Angkor Digital');
    expect(within(card).getByTestId('khqr-amount')).toHaveTextContent('$799');
    expect(within(card).getByRole('img')).toHaveAttribute('src', code.qrImage);
    expect(within(card).getByRole('img')).toHaveAccessibleName(/\$799.*Angkor Digital/);
    expect(screen.getByTestId('khqr-countdown')).toHaveTextContent(/1[45]:\d\d/);
    expect(screen.getByRole('link', { name: 'រក្សាទុកកូដ QR' })).toHaveAttribute('download', 'KHQR-3F2A9C1B.png');
    expect(JSON.parse(sessionStorage.getItem('khqrPayment')!).code.orderId).toBe(orderId);

    // The server confirms with Bakong and tells the page over the order's live status.
    await waitFor(() => expect(live.requests).toEqual([{ reference: { order: orderId } }]));
    expect(screen.getByTestId('khqr-status')).toHaveTextContent('កំពុងរង់ចាំការទូទាត់របស់អ្នក');
    act(() => live.next(status('pending')));
    expect(screen.getByTestId('khqr-payment')).toHaveAttribute('data-status', 'pending');
    expect(location()).toBe('/km/checkout');
    act(() => live.next(status('paid')));
    await waitFor(() => expect(location()).toBe(`/km/payment-success?order=${orderId}`));
    expect(sessionStorage.getItem('khqrPayment')).toBeNull();
  });

  it('follows the KHQR status again when the live connection is lost', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      storeSelectedPlan({ packageId: 'starter', planName: 'Starter', price: 299 });
      const code: KhqrCode = {
        orderId: '3f2a9c1b-0000-4000-8000-000000000005',
        qr: 'qr',
        md5: '0'.repeat(32),
        amount: 29900,
        currency: 'USD',
        expiresAt: new Date(Date.now() + 900_000).toISOString(),
        merchantName: 'Angkor Digital',
        qrImage: 'data:image/png;base64,bmV3',
      };
      sessionStorage.setItem('khqrPayment', JSON.stringify({ packageId: 'starter', code }));
      const live = mockSubscription(OrderStatusUpdatesDocument);
      renderCheckout('/checkout', { mocks: [offers('khqr')], subscriptions: [live] });
      await waitFor(() => expect(live.requests).toHaveLength(1));
      act(() => live.fail());
      expect(live.requests).toHaveLength(1);
      act(() => jest.advanceTimersByTime(10_000));
      await waitFor(() => expect(live.requests).toHaveLength(2));
      act(() => live.next({ orderStatus: { status: 'paid', package: 'starter', amount: 29900, method: 'khqr' } }));
      await waitFor(() => expect(location()).toBe(`/payment-success?order=${code.orderId}`));
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the KHQR code across a reload, and offers a new one once it has expired', async () => {
    storeSelectedPlan({ packageId: 'starter', planName: 'Starter', price: 299 });
    const expired: KhqrCode = {
      orderId: '3f2a9c1b-0000-4000-8000-000000000003',
      qr: 'old',
      md5: '0'.repeat(32),
      amount: 29900,
      currency: 'USD',
      expiresAt: new Date(Date.now() - 1000).toISOString(),
      merchantName: 'Angkor Digital',
      qrImage: 'data:image/png;base64,b2xk',
    };
    sessionStorage.setItem('khqrPayment', JSON.stringify({ packageId: 'starter', code: expired }));
    const fresh = {
      ...expired,
      orderId: '3f2a9c1b-0000-4000-8000-000000000004',
      qrImage: 'data:image/png;base64,bmV3',
      expiresAt: new Date(Date.now() + 900_000).toISOString(),
    };
    const live = mockSubscription(OrderStatusUpdatesDocument);
    const user = userEvent.setup();
    renderCheckout('/checkout', {
      mocks: [offers('khqr'), khqrPayment({ package: 'starter', email: undefined, language: 'en' }, fresh)],
      subscriptions: [live],
    });
    expect(await screen.findByText(/This code has expired/)).toBeInTheDocument();
    expect(sentVariables(CreateKhqrPaymentDocument)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Get a new code' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('khqr-card')).getByRole('img')).toHaveAttribute('src', fresh.qrImage),
    );
    expect(sentVariables(CreateKhqrPaymentDocument)).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem('khqrPayment')!).code.orderId).toBe(fresh.orderId);
    // The new code's status is followed, not the old one's.
    await waitFor(() => expect(live.requests.at(-1)).toEqual({ reference: { order: fresh.orderId } }));
  });

  it('shows the server’s message for a refused receipt address under the field', async () => {
    storeSelectedPlan({ packageId: 'starter', planName: 'Starter', price: 299 });
    const refused = graphQLError({
      code: 'BAD_USER_INPUT',
      message: 'Please check the form',
      fields: { email: 'This address cannot receive e-mail' },
    });
    const user = userEvent.setup();
    renderCheckout('/checkout', {
      mocks: [offers('khqr'), khqrPayment({ package: 'starter', email: 'dara@hotel.test', language: 'en' }, refused)],
    });
    const email = await screen.findByRole('textbox', { name: /e-mail/i });
    await user.type(email, 'dara@hotel.test');
    await user.click(screen.getByRole('button', { name: 'Show KHQR code' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('This address cannot receive e-mail'));
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('says when KHQR is not available after all, with the server’s message', async () => {
    storeSelectedPlan({ packageId: 'starter', planName: 'Starter', price: 299 });
    const refused = graphQLError({ code: 'UNAVAILABLE', message: 'Payment by KHQR is not available right now.' });
    const user = userEvent.setup();
    renderCheckout('/checkout', {
      mocks: [offers('khqr'), khqrPayment({ package: 'starter', email: undefined, language: 'en' }, refused)],
    });
    await user.click(await screen.findByRole('button', { name: 'Show KHQR code' }));
    expect(await screen.findByTestId('payments-unavailable')).toHaveTextContent(
      'Payment by KHQR is not available right now.',
    );
  });
});
