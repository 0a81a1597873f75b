export { PaymentFailureView as default } from './payment-result-view.js';
