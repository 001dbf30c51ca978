/** How many placeholder rows a list shows while it loads, unless told otherwise. */
const DEFAULT_ROWS = 3;

export interface SkeletonRowsProps {
  /** The rows that will come: `item` for token and activity rows, `button` for list buttons (a little taller). */
  shape: 'item' | 'button';
  /** What a screen reader hears meanwhile: an existing catalogue text such as `messages.loading`. */
  status: string;
  /** The list's name, when the rows that come will be in a named list. */
  label?: string | undefined;
  count?: number;
}

/**
 * Placeholder rows while a list waits on a service or a chain read: an icon and two lines per
 * row, pulsing. The list says it is busy, the placeholders are hidden from screen readers, and
 * a polite status says what is loading.
 */
export function SkeletonRows({ shape, status, label, count = DEFAULT_ROWS }: SkeletonRowsProps) {
  return (
    <>
      <p className="wm-visually-hidden" role="status">
        {status}
      </p>
      <ul className="wm-list" aria-busy="true" aria-label={label} data-loading="">
        {Array.from({ length: count }, (_, row) => (
          <li key={row} className="wm-skeleton-row wm-skeleton" data-shape={shape} data-skeleton="true" aria-hidden="true">
            <span className="wm-skeleton-icon" />
            <span className="wm-skeleton-lines">
              <span className="wm-skeleton-line" />
              <span className="wm-skeleton-line" />
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
