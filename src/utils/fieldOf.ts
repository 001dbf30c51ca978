/** A field of an answer from outside that may not be an object: its value, or undefined. */
export const fieldOf = (answer: unknown, name: string): unknown => (answer && typeof answer === 'object' ? (answer as Record<string, unknown>)[name] : undefined);
