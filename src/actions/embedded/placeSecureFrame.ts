import { getSecureFrame } from './getSecureFrame';

/**
 * Shows the secure frame over a rectangle of the viewport (ApproveTransaction's card, where
 * the visitor approves inside the frame), or hides it again with undefined.
 */
export function placeSecureFrame(rect: { top: number; left: number; width: number; height: number } | undefined): void {
  getSecureFrame().then(
    (frame) => frame.showOver(rect),
    () => undefined,
  );
}
