const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** A decimal as digits × 10^exponent. */
const scaled = (digits: string, exponent: number) => ({ digits: BigInt(digits), exponent });

/**
 * Whether a decimal text (a checked Pay amount) is exactly the number it becomes as a 64-bit
 * float. The hosted exchange service reads the amount as one (Rust's f64) and hands the
 * exchange that float's shortest text: an amount that does not survive would reach the
 * exchange rounded. Both sides write a float with its shortest round-trip digits, which
 * toExponential() gives here.
 */
export function amountSurvivesFloat(amount: string): boolean {
  const match = DECIMAL.exec(amount);
  const value = Number(amount);
  if (!match || !Number.isFinite(value)) return false;
  const [, whole = '0', fraction = ''] = match;
  const exact = scaled(whole + fraction, -fraction.length);
  const [mantissa = '', power = '0'] = value.toExponential().split('e');
  const digits = mantissa.replace('.', '');
  const float = scaled(digits, Number(power) - (digits.length - 1));
  const low = Math.min(exact.exponent, float.exponent);
  return exact.digits * 10n ** BigInt(exact.exponent - low) === float.digits * 10n ** BigInt(float.exponent - low);
}
