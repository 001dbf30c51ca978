import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { clearWalletSearch, setWalletSearch } from '../../actions/walletList/searchWallets';
import { Icon } from '../../components/Icon';
import { walletsTexts } from '../../i18n/walletsTexts';
import { isMobile } from '../../utils/isMobile';

/**
 * The search field of AllWallets with its visible label and a clear control. Escape in a
 * filled field clears it rather than closing the modal.
 */
export function WalletSearchField({ query }: { query: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const clear = () => {
    clearWalletSearch();
    input.current?.focus();
  };
  // The field, not Back, takes focus on arrival, except on a phone (the keyboard would cover the
  // list). Marked for the dialog, which moves focus after the view's effects have run; and focused
  // here for the case where this view's chunk arrives after the dialog's move. Not autoFocus: a
  // view rendered ahead while hidden mounts before it can take focus.
  const takesFocus = !isMobile();
  useEffect(() => {
    if (takesFocus) input.current?.focus();
  }, [takesFocus]);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || !query) return;
    event.stopPropagation();
    clear();
  };
  return (
    <div className="wm-search">
      <label htmlFor={id} className="wm-search-label">
        {walletsTexts.searchWallets}
      </label>
      <div className="wm-search-box">
        <span className="wm-search-icon" aria-hidden="true">
          <Icon name="search" size={16} />
        </span>
        <input
          ref={input}
          id={id}
          data-initial-focus={takesFocus ? 'true' : undefined}
          type="search"
          className="wm-search-input"
          value={query}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={walletsTexts.searchWalletsPlaceholder}
          onChange={(event) => setWalletSearch(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {query ? (
          <button type="button" className="wm-icon-button wm-search-clear" aria-label={walletsTexts.clearSearch} onClick={clear}>
            <Icon name="close" size={16} />
          </button>
        ) : null}
      </div>
    </div>
  );
}
