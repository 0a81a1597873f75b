// Every word of the sandbox checkout, in the two languages the request's `language` field
// can ask for (EN, AR).

export type PageLanguage = 'en' | 'ar';

export function pageLanguage(requested: string | undefined): PageLanguage {
  return requested?.trim().toUpperCase() === 'AR' ? 'ar' : 'en';
}

const en = {
  title: 'Secure checkout',
  testMode: 'Sandbox gateway: test cards only, no real money moves.',
  merchant: 'Merchant',
  orderId: 'Order number',
  quoteNo: 'Quote number',
  amount: 'Amount',
  currencyOmr: 'OMR',
  cardNumber: 'Card number',
  cardHint: 'Type one of the test cards below.',
  pay: 'Pay',
  decline: 'Decline',
  cancel: 'Cancel',
  testCards: 'Test cards',
  unknownCard: 'This is not a sandbox test card. Use one of the cards listed below.',
  paidTitle: 'Payment successful',
  declinedTitle: 'Payment declined',
  cancelledTitle: 'Payment cancelled',
  continueHint: 'Press Continue to return to the merchant.',
  continue: 'Continue',
  reference: 'Tracking id',
  errorTitle: 'The payment cannot be started',
  notFound: 'There is no such checkout.',
};

const ar: typeof en = {
  title: 'الدفع الآمن',
  testMode: 'بوابة تجريبية: بطاقات الاختبار فقط، ولا تُحوَّل أموال حقيقية.',
  merchant: 'التاجر',
  orderId: 'رقم الطلب',
  quoteNo: 'رقم عرض السعر',
  amount: 'المبلغ',
  currencyOmr: 'ر.ع.',
  cardNumber: 'رقم البطاقة',
  cardHint: 'اكتب إحدى بطاقات الاختبار أدناه.',
  pay: 'ادفع',
  decline: 'رفض',
  cancel: 'إلغاء',
  testCards: 'بطاقات الاختبار',
  unknownCard: 'هذه ليست بطاقة اختبار. استخدم إحدى البطاقات المذكورة أدناه.',
  paidTitle: 'تم الدفع بنجاح',
  declinedTitle: 'تم رفض الدفع',
  cancelledTitle: 'تم إلغاء الدفع',
  continueHint: 'اضغط متابعة للعودة إلى التاجر.',
  continue: 'متابعة',
  reference: 'رقم التتبع',
  errorTitle: 'تعذر بدء عملية الدفع',
  notFound: 'لا توجد عملية دفع بهذا الرقم.',
};

export type PageText = typeof en;

export const PAGE_TEXT: Record<PageLanguage, PageText> = { en, ar };
