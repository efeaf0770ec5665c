/* global window, document */
// A stand-in for Stripe.js (the script @stripe/stripe-js loads from https://js.stripe.com), for tests
// only: the e2e tests serve it through Playwright routing, component tests run it in jsdom. It
// implements what @stripe/react-stripe-js and the checkout use: Stripe(key), elements({ clientSecret }),
// create('payment') with mount/on/off/destroy, and confirmPayment, which redirects to return_url the
// way Stripe does (?payment_intent=…&payment_intent_client_secret=…&redirect_status=succeeded).
// Card 4000 0000 0000 0002 is declined with Stripe's message; fewer than 12 digits is incomplete.
// A test can hold confirmPayment in flight with window.__stripeStandIn.holdConfirm() and let it go on
// with the function that returns.
(function () {
  'use strict';
  var DECLINED = '4000000000000002';
  var state = {
    publishableKey: null,
    stripeOptions: null,
    elementsOptions: null,
    confirmCalls: [],
    confirmDelayMs: 150,
    gate: null,
    holdConfirm: function () {
      var release;
      state.gate = new Promise(function (resolve) {
        release = resolve;
      });
      return function () {
        state.gate = null;
        release();
      };
    },
  };
  window.__stripeStandIn = state;

  function makeElement(type) {
    var handlers = {};
    var root = null;
    var ready = false;
    function emit(name, payload) {
      (handlers[name] || []).slice().forEach(function (handler) {
        handler(payload);
      });
    }
    var element = {
      mount: function (target) {
        root = typeof target === 'string' ? document.querySelector(target) : target;
        root.innerHTML =
          '<div data-stripe-stand-in="' +
          type +
          '"><label>Card number <input name="cardnumber" inputmode="numeric" autocomplete="cc-number"></label></div>';
        root.querySelector('input').addEventListener('input', function (event) {
          var digits = event.target.value.replace(/\s+/g, '');
          emit('change', { elementType: type, empty: !digits, complete: digits.length >= 16, value: { type: 'card' } });
        });
        setTimeout(function () {
          ready = true;
          emit('ready', element);
        }, 30);
      },
      on: function (name, handler) {
        (handlers[name] = handlers[name] || []).push(handler);
        if (name === 'ready' && ready)
          setTimeout(function () {
            handler(element);
          }, 0);
        return element;
      },
      off: function (name, handler) {
        handlers[name] = (handlers[name] || []).filter(function (other) {
          return other !== handler;
        });
        return element;
      },
      update: function () {},
      focus: function () {},
      blur: function () {},
      clear: function () {},
      collapse: function () {},
      unmount: function () {
        if (root) root.innerHTML = '';
      },
      destroy: function () {
        if (root) root.innerHTML = '';
        handlers = {};
      },
    };
    return element;
  }

  function Stripe(publishableKey, options) {
    if (typeof publishableKey !== 'string' || publishableKey.indexOf('pk_') !== 0)
      throw new Error('IntegrationError: Invalid value for Stripe(): apiKey should be a publishable key.');
    state.publishableKey = publishableKey;
    state.stripeOptions = options || null;
    var elementsOptions = null;
    var paymentElement = null;
    var unsupported = function () {
      return Promise.reject(new Error('not implemented by the Stripe.js stand-in'));
    };
    return {
      elements: function (options) {
        elementsOptions = options || {};
        state.elementsOptions = elementsOptions;
        return {
          create: function (type) {
            paymentElement = makeElement(type);
            return paymentElement;
          },
          getElement: function () {
            return paymentElement;
          },
          update: function () {},
          on: function () {},
          off: function () {},
          submit: function () {
            return Promise.resolve({});
          },
          fetchUpdates: function () {
            return Promise.resolve({});
          },
        };
      },
      confirmPayment: function (params) {
        var input = document.querySelector('[data-stripe-stand-in] input');
        var card = input ? input.value.replace(/\s+/g, '') : '';
        state.confirmCalls.push({ confirmParams: params.confirmParams, card: card });
        return Promise.resolve(state.gate).then(function () {
          return new Promise(function (resolve) {
            finish(resolve);
          });
        });
        function finish(resolve) {
          setTimeout(function () {
            if (card.length < 12)
              return resolve({
                error: {
                  type: 'validation_error',
                  code: 'incomplete_number',
                  message: 'Your card number is incomplete.',
                },
              });
            if (card === DECLINED)
              return resolve({
                error: {
                  type: 'card_error',
                  code: 'card_declined',
                  decline_code: 'generic_decline',
                  message: 'Your card was declined.',
                },
              });
            var secret = elementsOptions.clientSecret;
            var url = new URL(params.confirmParams.return_url);
            url.searchParams.set('payment_intent', secret.split('_secret_')[0]);
            url.searchParams.set('payment_intent_client_secret', secret);
            url.searchParams.set('redirect_status', 'succeeded');
            window.location.assign(url.toString());
          }, state.confirmDelayMs);
        }
      },
      createToken: unsupported,
      createPaymentMethod: unsupported,
      confirmCardPayment: unsupported,
      registerAppInfo: function () {},
      _registerWrapper: function () {},
    };
  }
  // The release train @stripe/stripe-js 10 expects (it warns on a mismatch with pk_test keys).
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
