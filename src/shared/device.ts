// The device class of a step event (issue 34): phone or desktop, from the user agent alone, so the
// page (its own navigator.userAgent) and the server (a payment's request) class a visit alike.
// Tablets count as desktop: the portal's phone layout is for narrow screens.

export const DEVICES = ['phone', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

export function deviceOf(userAgent: string | undefined): Device {
  return userAgent && /Mobi|iPhone|iPod|Android.+Mobile|Windows Phone/i.test(userAgent) ? 'phone' : 'desktop';
}
