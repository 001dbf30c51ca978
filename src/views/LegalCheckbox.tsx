import { acceptLegal } from '../actions/acceptLegal';
import { walletsTexts } from '../i18n/walletsTexts';
import { formatList } from '../utils/formatList';
import { isWebUrl, safeLinkUrl } from '../utils/safeUrl';

/**
 * "I agree to the Terms of Service and Privacy Policy" (spec §1 legalCheckbox), naming only the
 * documents the page links, joined as the language joins them. A document's name is a link
 * that opens a new tab (and says so to assistive technology) when its URL is a web page, plain
 * text otherwise. The sentence (`id`) describes why Connect's methods wait.
 */
export function LegalCheckbox({ id, accepted, terms, privacy }: { id: string; accepted: boolean; terms: string | undefined; privacy: string | undefined }) {
  const documents = [
    [terms, walletsTexts.termsOfService],
    [privacy, walletsTexts.privacyPolicy],
  ].filter(([url]) => url);
  // Each document's place in the sentence is a mark no translation holds (\u0001, \u0002), so
  // the words around them may come in any order.
  const sentence = walletsTexts.agreeTo({ documents: formatList(documents.map((_, index) => String.fromCharCode(index + 1))) });
  return (
    <label className="wm-muted">
      <input type="checkbox" checked={accepted} onChange={(event) => acceptLegal(event.currentTarget.checked)} />{' '}
      <span id={id}>
        {sentence.split(/([\u0001\u0002])/).map((part, index) => {
          const [url, name] = documents[part.charCodeAt(0) - 1] ?? [undefined, part];
          const safe = safeLinkUrl(url);
          return safe && isWebUrl(safe) ? (
            <a key={index} href={safe.href} target="_blank" rel="noopener noreferrer">
              {name}
              <span className="wm-visually-hidden"> {walletsTexts.opensInNewTab}</span>
            </a>
          ) : (
            name
          );
        })}
      </span>
    </label>
  );
}
