// The checkout's stylesheet, served as a file because the site's CSP forbids inline styles.
// Logical properties (inline/block) so the Arabic page is a true right-to-left layout.
export const CHECKOUT_CSS = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; background: #eef1f5; color: #1d2733; font: 16px/1.5 system-ui, "Segoe UI", Tahoma, sans-serif; }
.pay { max-inline-size: 32rem; margin-block: 2rem; margin-inline: auto; padding: 1.5rem; background: #fff;
  border-radius: 8px; box-shadow: 0 2px 8px rgb(0 0 0 / 0.08); }
.pay-test-mode { margin: 0 0 1rem; padding: 0.5rem 0.75rem; background: #fff4d6; border-inline-start: 4px solid #e0a100;
  font-size: 0.875rem; }
h1 { font-size: 1.5rem; margin-block: 0 1rem; }
h2 { font-size: 1rem; margin-block: 1.5rem 0.5rem; }
.pay-summary { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 1.5rem; }
.pay-summary dt { color: #5a6775; }
.pay-summary dd { margin: 0; min-inline-size: 0; overflow-wrap: anywhere; }
.pay-amount { font-size: 1.25rem; }
.pay-form label { display: block; font-weight: 600; margin-block-end: 0.25rem; }
.pay-form input[type="text"] { inline-size: 100%; padding: 0.6rem; font-size: 1.1rem; border: 1px solid #9aa5b1; border-radius: 4px; }
.pay-hint { color: #5a6775; font-size: 0.875rem; }
.pay-error { color: #a4161a; background: #fde8e8; padding: 0.5rem 0.75rem; border-radius: 4px; }
.pay-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-block-start: 1rem; }
.pay-actions button { padding: 0.6rem 1.25rem; font-size: 1rem; border-radius: 4px; border: 1px solid #9aa5b1;
  background: #fff; cursor: pointer; }
.pay-actions .pay-primary { background: #0b5cad; border-color: #0b5cad; color: #fff; }
.pay-actions button:focus-visible, .pay-form input:focus-visible { outline: 3px solid #f0b400; outline-offset: 2px; }
.pay-cards table { inline-size: 100%; border-collapse: collapse; font-size: 0.875rem; }
.pay-cards td { padding-block: 0.3rem; padding-inline-end: 0.75rem; border-block-end: 1px solid #e3e7ec; }
.pay-cards td:first-child { white-space: nowrap; }
.pay-outcome-paid { color: #1b7a3a; }
.pay-outcome-declined, .pay-outcome-cancelled { color: #a4161a; }
`;
