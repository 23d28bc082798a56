import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TextControlElement } from './text-control-props';

function firstInvalidControl(form: HTMLFormElement) {
  return Array.from(form.elements).find((element) => (element as HTMLInputElement).validity?.valid === false);
}

/**
 * The browser's constraint validation for `validationBehavior` 'native', as React Aria gave it: an app error also
 * blocks submission, and a blocked submit shows the browser's own message under the field (instead of its bubble)
 * and focuses the form's first invalid control. Editing the value hides that message until the next submit.
 */
export function useNativeValidation<E extends TextControlElement>(
  native: boolean,
  appInvalid: boolean,
  appError: string | undefined,
  showFocusRing: () => void,
) {
  const ref = useRef<E>(null);
  const [message, setMessage] = useState<string>();

  useEffect(() => {
    ref.current?.setCustomValidity(native && appInvalid ? appError || 'Invalid value.' : '');
  }, [native, appInvalid, appError]);

  const onInvalid = (event: FormEvent<E>) => {
    event.preventDefault();
    const control = event.currentTarget;
    // An app error is already on screen; the browser's 'Invalid value.' would only repeat it.
    if (!appInvalid) setMessage(control.validationMessage);
    if (control.form && firstInvalidControl(control.form) === control) {
      control.focus();
      showFocusRing();
    }
  };

  return {
    ref,
    /** The browser's message from the last blocked submit, while shown. */
    message: native ? message : undefined,
    /** Hides the browser's message (the shopper is editing). */
    clear: () => setMessage(undefined),
    onInvalid: native ? onInvalid : undefined,
  };
}
