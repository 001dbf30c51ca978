import { MalformedResponseError } from '../../errors/httpErrors';
import { fetchJson, type FetchJsonOptions } from './fetchJson';

/** Reads a service answer into the modal's own shape, or undefined when it has the wrong shape. */
export type AnswerParser<T> = (body: unknown) => T | undefined;

/**
 * Calls a data service (fetchJson) and holds its answer to a wire schema. The parser is loaded
 * beside the request, so schemas kept out of the first load cost no extra wait; an answer of
 * the wrong shape fails with MalformedResponseError, like an unreadable body.
 */
export async function fetchParsed<T>(
  url: string,
  options: FetchJsonOptions,
  loadParser: () => Promise<AnswerParser<T>>,
): Promise<T> {
  const [body, parse] = await Promise.all([fetchJson<unknown>(url, options), loadParser()]);
  const parsed = parse(body);
  if (parsed === undefined) throw new MalformedResponseError(url);
  return parsed;
}
