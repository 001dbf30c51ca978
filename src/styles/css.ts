/**
 * Marks a CSS string. The build minifies what this tag wraps; at run time it only joins
 * the parts, so styles stay plain text that is adopted into a shadow root.
 */
export function css(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  return String.raw({ raw: strings }, ...values);
}
