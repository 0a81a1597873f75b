// How many parts an SMS is sent in, as the gateway bills it (3GPP TS 23.038/23.040): a text of the
// GSM 7-bit alphabet fits 160 characters in one part, 153 in each part of a longer one (the
// extension characters take two); any other character (Arabic) makes the whole text UCS-2, 70 UTF-16
// units in one part, 67 in each part of a longer one.

const GSM_BASIC = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '\f^{}\\[~]|€';

export interface SmsSize {
  encoding: 'gsm7' | 'ucs2';
  /** Septets (GSM) or UTF-16 units (UCS-2). */
  units: number;
  segments: number;
}

export function smsSize(text: string): SmsSize {
  let septets = 0;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) septets += 1;
    else if (GSM_EXTENSION.includes(char)) septets += 2;
    else return { encoding: 'ucs2', units: text.length, segments: text.length <= 70 ? 1 : Math.ceil(text.length / 67) };
  }
  return { encoding: 'gsm7', units: septets, segments: septets <= 160 ? 1 : Math.ceil(septets / 153) };
}
