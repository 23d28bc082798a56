import { useId, useState, type ReactNode } from 'react';
import { IconButton } from '../../primitives/icon-button';
import {
  TextField,
  fieldDescriptionVariants,
  fieldErrorVariants,
  type TextFieldProps,
} from '../../primitives/text-field';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { passwordFieldTexts } from './texts/en';

/** Texts of the show/hide toggle; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface PasswordFieldLabels {
  /** Name of the toggle while the password is hidden. @default 'Show password' */
  show?: string;
  /** Name of the toggle while the password is shown. @default 'Hide password' */
  hide?: string;
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'prefix' | 'placeholder'> {
  /** The visible label, e.g. 'New Password'. It is the input's accessible name. */
  label: ReactNode;
  /**
   * What the browser and password managers may fill in: `current-password` to log in, `new-password` to set one
   * (then password managers offer a strong one).
   * @default 'current-password'
   */
  autoComplete?: 'current-password' | 'new-password' | 'off';
  /** Help text under the field, e.g. the password rule; part of the input's accessible description. */
  description?: ReactNode;
  /** Error shown under the field; marks the input invalid and becomes part of its accessible description. */
  errorMessage?: string;
  /**
   * Show the password as plain text from the start (uncontrolled).
   * @default false
   */
  defaultVisible?: boolean;
  /** Texts of the show/hide toggle, each replacing the language's own (English by default, `PasswordFieldLabels`). */
  labels?: PasswordFieldLabels;
}

// A pressed IconButton fills its icon (a wishlist heart turns solid); an eye stays an outline in both states.
const outline = { fill: 'none' } as const;

const eye = (
  <svg viewBox="0 0 24 24" aria-hidden style={outline} stroke="currentColor" strokeWidth="1.8">
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" strokeLinejoin="round" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

const eyeOff = (
  <svg viewBox="0 0 24 24" aria-hidden style={outline} stroke="currentColor" strokeWidth="1.8">
    <path
      d="M10.6 5.6A9.7 9.7 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a16.6 16.6 0 0 1-2.7 3.5M6.3 7.3C3.9 9 2.5 12 2.5 12S6 18.5 12 18.5c1.8 0 3.3-.6 4.6-1.4M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * A password input with a show/hide toggle (`aria-pressed`) at its end. The toggle keeps focus and never submits;
 * the typed value, label, description and error behave as in `TextField`.
 */
export function PasswordField({
  label,
  autoComplete = 'current-password',
  description,
  errorMessage,
  defaultVisible = false,
  labels,
  isDisabled,
  className,
  'aria-describedby': ariaDescribedby,
  ...props
}: PasswordFieldProps) {
  const id = useId();
  const text = useTexts(passwordFieldTexts, labels);
  const [visible, setVisible] = useState(defaultVisible);
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = errorMessage ? `${id}-error` : undefined;
  return (
    <div
      data-slot="password-field"
      data-visible={visible || undefined}
      className={cx('sd:flex sd:min-w-0 sd:flex-col sd:gap-1.5', className)}
    >
      <div data-slot="password-field-control" className="sd:relative">
        <TextField
          {...props}
          label={label}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCorrect="off"
          spellCheck="false"
          isDisabled={isDisabled}
          isInvalid={errorMessage ? true : props.isInvalid}
          aria-describedby={cx(ariaDescribedby, descriptionId, errorId) || undefined}
          className="sd:[&_[data-slot=text-field-input]]:pe-8"
        />
        <IconButton
          label={visible ? text.hide : text.show}
          size="sm"
          isPressed={visible}
          onPressedChange={setVisible}
          isDisabled={isDisabled}
          className="sd:absolute sd:end-1 sd:bottom-1 sd:text-muted sd:hover:text-fg"
        >
          {visible ? eyeOff : eye}
        </IconButton>
      </div>
      {description && (
        <p id={descriptionId} data-slot="password-field-description" className={fieldDescriptionVariants()}>
          {description}
        </p>
      )}
      {errorMessage && (
        <p id={errorId} data-slot="password-field-error" className={fieldErrorVariants()}>
          {errorMessage}
        </p>
      )}
    </div>
  );
}
