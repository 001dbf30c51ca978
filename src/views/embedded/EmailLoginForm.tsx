import { preloadEmbeddedLogin, submitEmail } from '../../actions/embedded/startEmbeddedLogin';
import { useStore } from '../../hooks/useStore';
import { messages } from '../../i18n/messages';
import { $emailLogin } from '../../stores/emailLogin';
import { EmailForm } from './EmailForm';

/**
 * The email login on Connect. The secure frame starts loading when the visitor starts
 * typing, so it is ready by the time they submit; a page whose visitors never use email
 * never loads it.
 */
export function EmailLoginForm() {
  const login = useStore($emailLogin);
  return (
    <EmailForm
      inline
      label={messages.email}
      initial={login.email}
      busy={login.status === 'sending'}
      error={login.status === 'failed' ? login.error?.() : undefined}
      onSubmit={submitEmail}
      onType={preloadEmbeddedLogin}
    />
  );
}
