import { confirmPrimaryEmailCode, confirmSecondaryEmailCode } from '../../actions/embedded/updateEmail';
import { useStore } from '../../hooks/useStore';
import { embeddedTexts } from '../../i18n/embeddedTexts';
import { $emailUpdate } from '../../stores/emailUpdate';
import { $embeddedUser } from '../../stores/embeddedUser';
import { OtpField } from './OtpField';

/** UpdateEmailPrimaryOtp: the code mailed to the current address. */
export function UpdateEmailPrimaryOtpView() {
  const update = useStore($emailUpdate);
  const user = useStore($embeddedUser);
  return (
    <div className="wm-stack">
      <p className="wm-muted">{embeddedTexts.codeSentTo({ email: user?.email ?? '' })}</p>
      <OtpField key="primary" onCode={(code) => void confirmPrimaryEmailCode(code)} error={update.status === 'primary' ? update.error?.() : undefined} busy={update.status === 'verifying'} />
    </div>
  );
}

/** UpdateEmailSecondaryOtp: the code mailed to the new address. */
export function UpdateEmailSecondaryOtpView() {
  const update = useStore($emailUpdate);
  return (
    <div className="wm-stack">
      <p className="wm-muted">{embeddedTexts.codeSentTo({ email: update.newEmail ?? '' })}</p>
      <OtpField key="secondary" onCode={(code) => void confirmSecondaryEmailCode(code)} error={update.status === 'secondary' ? update.error?.() : undefined} busy={update.status === 'verifying'} />
    </div>
  );
}
