/** Copies text with the Clipboard API, falling back to a hidden text area and `execCommand` (older or insecure pages). */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission denied or not focused: try the fallback below.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  const active = document.activeElement as HTMLElement | null;
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('Copy failed');
  } finally {
    area.remove();
    active?.focus();
  }
}
