import { describe, expect, it, jest } from '@jest/globals';
import { checkoutGuardScript } from './checkout-guard';
import { readSelectedPlan, SELECTED_PLAN_KEY } from './selection';

/** Runs the guard against a stored value; returns where it sent the visitor, if anywhere. */
function runGuard(stored: string | null, pricing = '/pricing', storageThrows = false): string | undefined {
  const replace = jest.fn<(url: string) => void>();
  const storage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('SecurityError');
      return key === SELECTED_PLAN_KEY ? stored : null;
    },
  };
  new Function('sessionStorage', 'location', checkoutGuardScript(pricing))(storage, { replace });
  return replace.mock.calls[0]?.[0];
}

const valid = JSON.stringify({ packageId: 'professional', planName: 'Professional', price: 799 });
const stored = [
  valid,
  null,
  '',
  'not json',
  'null',
  '[]',
  '"starter"',
  JSON.stringify({ packageId: 'gold', planName: 'Gold', price: 1 }),
  JSON.stringify({ packageId: 'starter', planName: 'Starter' }),
  JSON.stringify({ packageId: 'starter', planName: 5, price: 299 }),
  JSON.stringify({ packageId: 'enterprise', planName: 'Enterprise', price: '1499' }),
  JSON.stringify({ packageId: 'starter', planName: 'Starter', price: 299, extra: true }),
];

describe('checkoutGuardScript', () => {
  it.each(stored)('sends the visitor to pricing exactly when readSelectedPlan finds no plan: %s', (value) => {
    if (value === null) sessionStorage.removeItem(SELECTED_PLAN_KEY);
    else sessionStorage.setItem(SELECTED_PLAN_KEY, value);
    const expected = readSelectedPlan() ? undefined : '/km/pricing';
    expect(runGuard(value, '/km/pricing')).toBe(expected);
  });

  it('keeps a visitor with a plan on the page, and sends one whose storage is blocked to pricing', () => {
    document.documentElement.removeAttribute('data-plan');
    expect(runGuard(valid)).toBeUndefined();
    // The page shows the summary prerendered for this plan from its first paint.
    expect(document.documentElement.getAttribute('data-plan')).toBe('professional');
    expect(runGuard(valid, '/pricing', true)).toBe('/pricing');
  });

  it('cannot be closed early by the address it is given', () => {
    expect(checkoutGuardScript('/</script><script>alert(1)//')).not.toContain('</script>');
  });
});
