// The registry loads a view module's default export; the two result pages share one module.
export { PaymentSuccessView as default } from './payment-result-view.js';
