import { PACKAGE_IDS } from '@site/common';
import { SELECTED_PLAN_KEY } from './selection';

/**
 * SPEC §4/§8: /checkout with no stored plan goes silently back to /pricing. CheckoutPage does so once
 * the app runs; this inline script in the page's <head> does it before anything is painted, so a
 * visitor without a plan (a bookmark, a shared link, a tab restored after the session ended) never sees
 * the checkout flash and downloads none of its JavaScript. It accepts exactly what readSelectedPlan
 * accepts (checkout-guard.test holds the two equal). A visitor with a plan gets it named on <html>
 * (`data-plan`), so the order summary the page was prerendered with for that plan shows from the first
 * paint (CheckoutPage's PrerenderedSummaries). Plain ES5: it runs before any bundle, and the server
 * allows it by its hash (CSP).
 */
export function checkoutGuardScript(pricingPath: string): string {
  const args = JSON.stringify([SELECTED_PLAN_KEY, PACKAGE_IDS, pricingPath]).slice(1, -1).replace(/</g, '\\u003c');
  return (
    '(function (key, ids, pricing) { var plan; try { plan = JSON.parse(sessionStorage.getItem(key) || "null"); } catch (e) {} ' +
    'if (plan && typeof plan === "object" && ids.indexOf(plan.packageId) >= 0 && typeof plan.planName === "string" && typeof plan.price === "number") { document.documentElement.setAttribute("data-plan", plan.packageId); return; } ' +
    `location.replace(pricing); })(${args});`
  );
}
