// Registration_Number_Eng, as the Mulkiya vendor writes it: "<plate number>/<plate code>",
// e.g. "12345/A" or "7788/KA" (spec section 3, "form number/code"). Vendors have been seen to
// use a space or a hyphen instead of the slash, so those are read too.

export interface PlateRegistration {
  plateNumber: string;
  plateCode: string;
}

/** Plate numbers are 1 to 5 digits; codes are Latin letters (A, KA, ...) or the numeric codes 1-999. */
const PATTERN = /^\s*(\d{1,5})\s*[/\s-]\s*([A-Za-z]{1,3}|\d{1,3})\s*$/;

export function parseRegistrationNumber(value: string): PlateRegistration | null {
  const match = PATTERN.exec(value);
  return match ? { plateNumber: match[1]!, plateCode: match[2]!.toUpperCase() } : null;
}

export function formatRegistrationNumber({ plateNumber, plateCode }: PlateRegistration): string {
  return `${plateNumber}/${plateCode}`;
}
