import { useState } from 'react';
import { startFarcasterLogin } from '../../actions/embedded/startEmbeddedLogin';
import { startSocialLogin } from '../../actions/embedded/startSocialLogin';
import { Icon } from '../../components/Icon';
import { Logo } from '../../components/logos/Logo';
import type { SocialProvider } from '../../config/defaults';
import { messages } from '../../i18n/messages';

/** Icon buttons on one row: five fill the card's width at 44 px and more on a phone. */
const PER_ROW = 5;

/**
 * The social logins on Connect, in the configured order, each a button named "Continue with
 * {provider}": the first one wide, with its name; the others icon buttons of equal size in
 * balanced rows, so no row ends with a lone button (6 are 3 + 3; two socials share one row).
 * More than a row's worth show four and "More social logins", which shows the rest. The click
 * itself opens the login window (see startSocialLogin).
 */
export function SocialLoginButtons({ socials }: { socials: readonly SocialProvider[] }) {
  const [expanded, setExpanded] = useState(false);
  const collapsed = !expanded && socials.length - 1 > PER_ROW;
  const shown = collapsed ? socials.slice(0, PER_ROW) : socials;
  const tiles = shown.length - 1 + (collapsed ? 1 : 0);
  const pair = tiles === 1;
  const columns = pair ? 4 : Math.ceil(tiles / Math.ceil(tiles / PER_ROW)) || 1;
  return (
    <ul className="wm-socials" aria-label={messages.socialLogins} data-pair={pair || undefined} style={{ gridTemplateColumns: `repeat(${columns},minmax(0,1fr))` }}>
      {shown.map((provider, index) => {
        const name = messages.socialNames[provider] ?? provider;
        return (
          <li key={provider}>
            <button
              type="button"
              className={index ? 'wm-button wm-social wm-social-icon' : 'wm-button wm-social'}
              data-variant="secondary"
              aria-label={messages.continueWith({ name })}
              // The first of those "More" showed takes the focus from it.
              autoFocus={expanded && index === PER_ROW}
              onClick={() => (provider === 'farcaster' ? startFarcasterLogin() : startSocialLogin(provider))}
            >
              <Logo name={provider} size={20} />
              <span className="wm-social-name">{index ? name : messages.continueWith({ name })}</span>
            </button>
          </li>
        );
      })}
      {collapsed ? (
        <li>
          <button type="button" className="wm-button wm-social wm-social-icon" data-variant="secondary" aria-label={messages.moreSocials} aria-expanded="false" onClick={() => setExpanded(true)}>
            <Icon name="chevron" size={20} />
          </button>
        </li>
      ) : null}
    </ul>
  );
}
