// The steps a one-time code can confirm (the `purpose` of the API and of the journeys' code step).
export const OTP_PURPOSES = ['payment', 'documents', 'rop-status', 'contact-change', 'my-data'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];
