// An answer the frame's server gives on purpose: the HTTP status, the message the frame passes
// on to the app unchanged, and an optional code (429 for the resend allowance).
export class AuthError extends Error {
  constructor(status, message, code) {
    super(message);
    this.status = status;
    if (code !== undefined) this.code = code;
  }
}
