// Loads one of test/pages in a same-origin iframe, the way a host page would be visited.
export async function loadPage(path: string): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.style.width = '1024px';
  frame.style.height = '768px';
  document.body.append(frame);
  await new Promise<void>((resolve, reject) => {
    frame.addEventListener('load', () => resolve(), { once: true });
    frame.addEventListener('error', () => reject(new Error(`could not load ${path}`)), { once: true });
    frame.src = path;
  });
  return frame;
}

export function frameWindow<T = Record<string, unknown>>(frame: HTMLIFrameElement): Window & T {
  return frame.contentWindow as Window & T;
}
