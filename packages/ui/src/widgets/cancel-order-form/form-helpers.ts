import { useEffect, useRef, useState } from 'react';
/** The message to show for a rejected submit: the server's message when there is one, else the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() ? error.message : fallback;
}

/** Moves focus to the first invalid control after a submit that failed validation. */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [token, setToken] = useState(0);
  useEffect(() => {
    if (token === 0) return;
    ref.current
      ?.querySelector<HTMLElement>(
        'input[aria-invalid="true"], textarea[aria-invalid="true"], select[aria-invalid="true"], [data-invalid] button',
      )
      ?.focus();
  }, [token]);
  return { ref, focusFirstInvalid: () => setToken((value) => value + 1) };
}
