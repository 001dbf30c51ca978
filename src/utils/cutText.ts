/** `text` cut to `max` UTF-16 units, without leaving half a surrogate pair at the end. */
export function cutText(text: string, max: number): string {
  return text.length <= max ? text : text.slice(0, max).replace(/[\uD800-\uDBFF]$/, '');
}
