import { useId } from 'react';

/** A labelled search box (the token lists of Send and Swap). */
export function SearchField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="wm-search">
      <label htmlFor={id} className="wm-search-label">
        {label}
      </label>
      <input id={id} type="search" className="wm-search-input" autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
