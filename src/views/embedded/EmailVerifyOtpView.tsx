import { useEffect, useState } from 'react';
import { resendEmailCode } from '../../actions/embedded/resendEmailCode';
import { submitEmailOtp } from '../../actions/embedded/submitEmailOtp';
import { useStore } from '../../hooks/useStore';
import { embeddedTexts } from '../../i18n/embeddedTexts';
import { $emailLogin } from '../../stores/emailLogin';
import { OtpField } from './OtpField';

/** Seconds until another code may be sent, ticking while there are some. */
function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (at <= now) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, at - now));
    return () => clearTimeout(timer);
  }, [at, now]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * EmailVerifyOtp: the six-digit code mailed to the visitor; a wrong or expired code is said
 * here; Resend waits out the allowance rule, showing the seconds left.
 */
export function EmailVerifyOtpView() {
  const login = useStore($emailLogin);
  const wait = useSecondsUntil(login.resendAt);
  return (
    <div className="wm-stack">
      <p className="wm-muted">{embeddedTexts.codeSentTo({ email: login.email ?? '' })}</p>
      <OtpField onCode={(code) => void submitEmailOtp(code)} error={login.error?.()} busy={login.status === 'verifying'} />
      <button type="button" className="wm-button" data-variant="secondary" disabled={wait > 0} onClick={() => void resendEmailCode()}>
        {wait > 0 ? embeddedTexts.resendIn({ seconds: wait }) : embeddedTexts.resendCode}
      </button>
    </div>
  );
}
