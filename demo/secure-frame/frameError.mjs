// An error the frame answers on purpose: `{ message, code? }` becomes the payload of the
// `@w3m-frame/X_ERROR` event. Anything else thrown is answered as 'An error occurred'.
export class FrameError extends Error {
  constructor(message, code) {
    super(message);
    if (code !== undefined) this.code = code;
  }
}

export const userRejected = () => new FrameError('User rejected the request.', 4001);
export const requestAborted = () => new FrameError('Request was aborted', 4001);
export const notConnected = () => new FrameError('User is not connected', 4100);
// A signing request the page never let the visitor see (approvalScreen.mjs): not authorised (4100).
export const notShown = () => new FrameError('The approval screen was not shown', 4100);
