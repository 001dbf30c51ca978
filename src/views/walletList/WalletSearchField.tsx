import { useId, useRef, type KeyboardEvent } from 'react';
import { clearWalletSearch, setWalletSearch } from '../../actions/walletList/searchWallets';
import { Icon } from '../../components/Icon';
import { messages } from '../../i18n/messages';

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
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || !query) return;
    event.stopPropagation();
    clear();
  };
  return (
    <div className="wm-search">
      <label htmlFor={id} className="wm-search-label">
        {messages.searchWallets}
      </label>
      <div className="wm-search-box">
        <input
          ref={input}
          id={id}
          type="search"
          className="wm-search-input"
          value={query}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          onChange={(event) => setWalletSearch(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {query ? (
          <button type="button" className="wm-icon-button wm-search-clear" aria-label={messages.clearSearch} onClick={clear}>
            <Icon name="close" size={16} />
          </button>
        ) : null}
      </div>
    </div>
  );
}
