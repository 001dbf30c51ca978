/**
 * A property a page set on the element before the class was defined is an own property
 * that hides the class's accessor. Re-assign it so it goes through the accessor.
 */
export function upgradeProperties(element: HTMLElement, names: readonly string[]): void {
  const record = element as unknown as Record<string, unknown>;
  for (const name of names) {
    if (!Object.hasOwn(element, name)) continue;
    const value = record[name];
    delete record[name];
    record[name] = value;
  }
}
