/** Chromium's install offer (`beforeinstallprompt`), which the DOM typings do not describe yet. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * Listens for the browser's offer to install Sauda; `onChange` gets a function that shows the browser's install
 * dialog while the offer stands, null once it is used or Sauda is installed. Browsers that make no such offer
 * (Safari, Firefox) never call it, so the install entry stays hidden. Returns a function that stops listening.
 */
export function watchInstallOffer(onChange: (install: (() => void) | null) => void): () => void {
  const offered = (event: Event) => {
    // Without this Chromium shows its own mini info bar; the account menu's entry asks instead.
    event.preventDefault();
    const offer = event as BeforeInstallPromptEvent;
    onChange(() => {
      onChange(null);
      void offer.prompt().catch(() => undefined);
    });
  };
  const installed = () => onChange(null);
  window.addEventListener('beforeinstallprompt', offered);
  window.addEventListener('appinstalled', installed);
  return () => {
    window.removeEventListener('beforeinstallprompt', offered);
    window.removeEventListener('appinstalled', installed);
  };
}
