import { css } from './css';

/**
 * The email login form and the embedded-wallet views. ApproveTransaction takes the card's whole
 * height and gives what is left to the secure frame: the frame turns Approve on only while its
 * key facts (a sign-in message runs to about 400 px) and its 56 px bar are wholly in view, so a
 * smaller area would have it refuse the request (AppKit gives its frame a 600 px page).
 */
export const embeddedCss = css`
.wm-email-form{display:flex;flex-direction:column;gap:6px;}
.wm-email-row{display:flex;gap:8px;}
.wm-text-input{flex:1;min-width:0;height:44px;padding:0 12px;border:1px solid var(--_border);border-radius:calc(var(--_radius)*3);
background:var(--_surface);color:var(--_fg);font:inherit;}
.wm-text-input[aria-invalid=true]{border-color:var(--_error);}
.wm-field-error{margin:0;color:var(--_error);font-size:.87em;}
.wm-otp-input{letter-spacing:.5em;text-align:center;font-size:1.3em;font-variant-numeric:tabular-nums;}
[data-view=ApproveTransaction]{height:min(640px,calc(100vh - 32px));}
[data-view=ApproveTransaction]>.wm-body,.wm-approve{display:flex;flex-direction:column;flex-grow:1;}
.wm-approve-area{flex-grow:1;min-height:360px;}
.wm-socials{display:grid;grid-template-columns:repeat(auto-fill,minmax(120px,1fr));gap:8px;margin:0;padding:0;list-style:none;}
.wm-social{width:100%;}
`;
