// The windows the page opens (the modal opens provider and login windows in the visitor's
// click), recorded from the call until stop(), which closes them and gives window.open back.
export interface PopupWatch {
  readonly opened: Window[];
  stop(): void;
}

export function watchPopups(): PopupWatch {
  const opened: Window[] = [];
  const open = window.open;
  window.open = (...args: Parameters<typeof window.open>) => {
    const popup = open.apply(window, args);
    if (popup) opened.push(popup);
    return popup;
  };
  return {
    opened,
    stop() {
      window.open = open;
      for (const popup of opened.splice(0)) popup.close();
    },
  };
}
