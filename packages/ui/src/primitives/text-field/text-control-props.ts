import type { FocusEvent, HTMLAttributes, KeyboardEvent, ReactNode } from 'react';

/** The element a text control renders: `<input>` for TextField, `<textarea>` for TextArea. */
export type TextControlElement = HTMLInputElement | HTMLTextAreaElement;

/** The props TextField and TextArea share: texts, state, value and the native attributes of the control. */
export interface TextControlProps<E extends TextControlElement> {
  /** The visible label, e.g. 'Full name'. It is the control's accessible name. */
  label: ReactNode;
  /**
   * Keep the label for assistive technology only, for fields whose purpose is obvious from the layout (a search bar).
   * @default false
   */
  hideLabel?: boolean;
  /** Help text under the field, linked to the control as its accessible description. */
  description?: ReactNode;
  /**
   * Error shown under the field. While set, the field is invalid (`aria-invalid`) and the message is part of the
   * control's accessible description.
   */
  errorMessage?: string;
  /**
   * Text or icon inside the field boundary before the text, e.g. '+92'. It is read after the label and isolated
   * from the text direction, so '+92' stays '+92' in right-to-left layouts.
   */
  prefix?: ReactNode;
  /** Hint shown while the field is empty, e.g. '314XXXX910'. Never a replacement for the label. */
  placeholder?: string;
  /**
   * `aria`: `aria-required` and `aria-invalid` only, so the form still submits and the app's own rules (with the
   * spec's exact messages) decide; `native`: `required` and the browser's constraint validation, which blocks
   * submission and shows the browser's message under the field (a set `errorMessage` also blocks it).
   * @default 'aria'
   */
  validationBehavior?: 'aria' | 'native';
  /**
   * Marks the field invalid without a message of its own (prefer `errorMessage`).
   * @default false
   */
  isInvalid?: boolean;
  /**
   * A value is required; shows a marker after the label.
   * @default false
   */
  isRequired?: boolean;
  /**
   * The control cannot be focused or edited.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * The value can be selected and copied but not edited.
   * @default false
   */
  isReadOnly?: boolean;
  /** The value (controlled). */
  value?: string;
  /**
   * The first value (uncontrolled).
   * @default ''
   */
  defaultValue?: string;
  /** Called with the new value on every edit. */
  onChange?: (value: string) => void;
  /** Called when the control receives focus. */
  onFocus?: (event: FocusEvent<E>) => void;
  /** Called when the control loses focus. */
  onBlur?: (event: FocusEvent<E>) => void;
  /** Called on every key press in the control, e.g. to apply a code on Enter. */
  onKeyDown?: (event: KeyboardEvent<E>) => void;
  /** Name of the value in a submitted form. */
  name?: string;
  /** Autofill hint, e.g. 'email', 'tel-national', 'off'. */
  autoComplete?: string;
  /**
   * Focus the control when it mounts.
   * @default false
   */
  autoFocus?: boolean;
  /** The on-screen keyboard to offer, e.g. 'numeric'. */
  inputMode?: HTMLAttributes<E>['inputMode'];
  /** Most characters the value may have; the browser stops typing there. */
  maxLength?: number;
  /** Fewest characters the value may have; checked by the browser with `validationBehavior` 'native'. */
  minLength?: number;
  /** Whether the platform may correct the text as it is typed ('on' or 'off'; Safari). */
  autoCorrect?: string;
  /** Whether the browser may check the spelling. */
  spellCheck?: boolean | 'true' | 'false';
  /**
   * Text direction of the value: 'auto' lays out what a shopper writes (Urdu, English or both) by its first strong
   * letter. Unset, the page's direction applies.
   */
  dir?: 'auto' | 'ltr' | 'rtl';
  /** The control's id; the label points at it. Generated when not given. */
  id?: string;
  /** A name for the control when the visible label is not enough. */
  'aria-label'?: string;
  /** Ids of further elements that name the control, read after the label (and before the prefix). */
  'aria-labelledby'?: string;
  /** Ids of further elements that describe the control, read after the description and error. */
  'aria-describedby'?: string;
  /** Extra classes for the root element. */
  className?: string;
}
