// The sandbox gateway's documented test cards (docs/sandbox-payments.md). Each one decides
// how the checkout ends and, for the fault cards, how the later status look-up misbehaves,
// so the portal's confirmation can be tested against a gateway that disagrees with itself.

/** How the status look-up answers for an order paid with a fault card. */
export type StatusFault = 'http-500' | 'garbled' | 'amount-off' | 'still-pending';

export interface TestCard {
  number: string;
  /** Status API word stored for the order. */
  status: 'Successful' | 'Shipped' | 'Unsuccessful';
  fault?: StatusFault;
  label: { en: string; ar: string };
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4111111111111111', status: 'Successful', label: { en: 'Visa: paid', ar: 'فيزا: دفع ناجح' } },
  { number: '5555555555554444', status: 'Shipped', label: { en: 'Mastercard: paid, status Shipped', ar: 'ماستركارد: دفع ناجح، الحالة Shipped' } },
  { number: '4000000000000002', status: 'Unsuccessful', label: { en: 'Declined by the bank', ar: 'رفض من البنك' } },
  { number: '4000000000000119', status: 'Successful', fault: 'http-500', label: { en: 'Paid; status look-up fails (HTTP 500)', ar: 'دفع ناجح؛ الاستعلام عن الحالة يفشل' } },
  { number: '4000000000000044', status: 'Successful', fault: 'garbled', label: { en: 'Paid; status look-up answers garbage', ar: 'دفع ناجح؛ رد الاستعلام غير مقروء' } },
  { number: '4000000000000259', status: 'Successful', fault: 'amount-off', label: { en: 'Paid; status look-up reports 1 baiza less', ar: 'دفع ناجح؛ الاستعلام يذكر مبلغا أقل ببيسة' } },
  { number: '4000000000000127', status: 'Successful', fault: 'still-pending', label: { en: 'Response says Success; status look-up says Awaited', ar: 'الرد ناجح؛ الاستعلام يذكر Awaited' } },
];

/** Spaces and dashes are how people type card numbers; nothing else is forgiven. */
export function findTestCard(typed: string): TestCard | undefined {
  const digits = typed.replace(/[\s-]/g, '');
  return TEST_CARDS.find((card) => card.number === digits);
}

export function cardBrand(card: TestCard): string {
  return card.number.startsWith('5') ? 'MasterCard' : 'Visa';
}

/** 4111111111111111 -> "4111 1111 1111 1111". */
export function groupCardNumber(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}
