import { startFarcasterLogin } from '../../actions/embedded/startEmbeddedLogin';
import { startSocialLogin } from '../../actions/embedded/startSocialLogin';
import { Logo } from '../../components/logos/Logo';
import type { SocialProvider } from '../../config/defaults';
import { messages } from '../../i18n/messages';

/**
 * The social logins on Connect, in the configured order, each a button named "Continue with
 * {provider}". The click itself opens the login window (see startSocialLogin).
 */
export function SocialLoginButtons({ socials }: { socials: readonly SocialProvider[] }) {
  return (
    <ul className="wm-socials" aria-label={messages.socialLogins}>
      {socials.map((provider) => {
        const name = messages.socialNames[provider] ?? provider;
        return (
          <li key={provider}>
            <button
              type="button"
              className="wm-button wm-social"
              data-variant="secondary"
              aria-label={messages.continueWith(name)}
              onClick={() => (provider === 'farcaster' ? startFarcasterLogin() : startSocialLogin(provider))}
            >
              <Logo name={provider} size={20} />
              {name}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
