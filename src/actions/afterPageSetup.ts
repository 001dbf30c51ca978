/** Runs `task` once the page's own markup and scripts have run (and so set the modal's configuration). */
export function afterPageSetup(task: () => void): void {
  const later = () => setTimeout(task, 0);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', later, { once: true });
  else later();
}
