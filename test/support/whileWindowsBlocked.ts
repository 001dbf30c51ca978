/** Runs `act` as under a popup blocker: window.open gives no window (null), as a blocker makes it. */
export async function whileWindowsBlocked(act: () => Promise<void>): Promise<void> {
  const open = window.open;
  window.open = () => null;
  try {
    await act();
  } finally {
    window.open = open;
  }
}
