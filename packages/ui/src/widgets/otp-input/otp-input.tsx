import {
  forwardRef,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
} from 'react';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { inlineArrowStep } from '../../lib/reading-direction';
import { otpInputTexts } from './texts/en';

/**
 * The input's own texts, given as props of their own; in English by default (`texts/en.ts`), or the language of a
 * `KitTextsProvider`. The group's `label` is always the host's.
 */
export interface OtpInputLabels {
  /**
   * Accessible name of each box.
   * @default (position, length) => `Digit ${position} of ${length}`
   */
  digitLabel?: (position: number, length: number) => string;
}

export interface OtpInputProps
  extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'onChange' | 'defaultValue' | 'id'>, OtpInputLabels {
  /** Visible label of the group, e.g. 'Enter the 6-digit code'. */
  label: string;
  /**
   * Number of digits.
   * @default 6
   */
  length?: number;
  /** The code typed so far (digits only). Omit for an uncontrolled input. */
  value?: string;
  /** Called with the digits typed so far on every change. */
  onChange?: (code: string) => void;
  /** Called once every box holds a digit, with the whole code: the flow submits here without a button press. */
  onComplete?: (code: string) => void;
  /** Error text under the boxes, e.g. 'Please enter a 6-digit OTP.'. */
  errorMessage?: string;
  /**
   * Disables every box, e.g. while the code is being verified.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Focus the first box on mount.
   * @default false
   */
  autoFocus?: boolean;
  /**
   * Form field name: a hidden input of this name carries the whole code, so a native `<form>` posts one field
   * (e.g. `code=123456`). Without it nothing is posted.
   */
  name?: string;
  /** Id of the first box, so a `<label htmlFor>` elsewhere on the page focuses it. */
  id?: string;
  /** Extra classes for the root element. */
  className?: string;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * One-time-code entry as separate single-digit boxes. Digits only; typing moves on, Backspace on an empty box goes
 * back, arrow keys move, pasting a code fills every box, and the 6th digit completes it.
 *
 * Other props are the root `<div>`'s HTML attributes (`style`, `aria-*`, `data-*`, handlers), spread on it with
 * `ref`; `className` is merged and the widget's `data-slot` wins. `id` goes to the first box, not the root.
 */
export const OtpInput = /* @__PURE__ */ forwardRef<HTMLDivElement, OtpInputProps>(function OtpInput(
  {
    label,
    length = 6,
    value,
    onChange,
    onComplete,
    errorMessage,
    isDisabled = false,
    autoFocus = false,
    digitLabel,
    name,
    id: firstBoxId,
    className,
    ...rest
  },
  ref,
) {
  const id = useId();
  const text = useTexts(otpInputTexts, { digitLabel });
  const [uncontrolled, setUncontrolled] = useState('');
  const code = (value ?? uncontrolled).slice(0, length);
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  // Focus moves inside event handlers before React re-renders, so focus logic reads the newest code from here.
  const latest = useRef(code);
  useLayoutEffect(() => {
    latest.current = code;
  }, [code]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.min(Math.max(index, 0), length - 1)];
    box?.focus();
    box?.select();
  };

  const update = (next: string) => {
    const digits = next.slice(0, length);
    latest.current = digits;
    if (value === undefined) setUncontrolled(digits);
    onChange?.(digits);
    if (digits.length === length && code.length !== length) onComplete?.(digits);
  };

  /** Writes `digits` starting at box `index`, keeping the boxes before it. */
  const writeAt = (index: number, digits: string) => {
    const chars = code.padEnd(length, ' ').split('');
    digits.split('').forEach((digit, offset) => {
      if (index + offset < length) chars[index + offset] = digit;
    });
    const joined = chars.join('');
    const firstGap = joined.indexOf(' ');
    update(firstGap === -1 ? joined : joined.slice(0, firstGap));
    focusBox(Math.min(index + digits.length, length - 1));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const step = inlineArrowStep(event.key, event.currentTarget);
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (code[index] !== undefined) {
        update(code.slice(0, index));
        focusBox(index);
      } else {
        update(code.slice(0, Math.max(index - 1, 0)));
        focusBox(index - 1);
      }
    } else if (step) {
      event.preventDefault();
      focusBox(index + step);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      focusBox(event.key === 'Home' ? 0 : length - 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = onlyDigits(event.clipboardData.getData('text'));
    if (digits) writeAt(index, digits);
  };

  return (
    <div {...rest} ref={ref} data-slot="otp-input" className={cx('sd:flex sd:flex-col sd:gap-2', className)}>
      <span id={`${id}-label`} data-slot="otp-input-label" className="sd:text-sm sd:font-medium sd:text-fg">
        {label}
      </span>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={errorMessage ? `${id}-error` : undefined}
        data-slot="otp-input-boxes"
        className="sd:flex sd:gap-2"
      >
        {Array.from({ length }, (_, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            id={index === 0 ? firstBoxId : undefined}
            data-slot="otp-input-box"
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]*"
            maxLength={length}
            aria-label={text.digitLabel(index + 1, length)}
            aria-invalid={errorMessage ? true : undefined}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the code page exists to type this code
            autoFocus={autoFocus && index === 0}
            disabled={isDisabled}
            value={code[index] ?? ''}
            onChange={(event) => {
              const digits = onlyDigits(event.target.value);
              if (!digits) return;
              // The box may already hold a digit: the newly typed one is the last character.
              writeAt(index, digits.length > 1 && code[index] ? digits.slice(-1) : digits);
            }}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => {
              // Codes are typed in order: a box past the first empty one hands focus back to it.
              if (index > latest.current.length) focusBox(latest.current.length);
              else event.currentTarget.select();
            }}
            className={cx(
              'sd:focus-ring sd:size-11 sd:rounded-md sd:border sd:bg-raised sd:text-center sd:text-lg sd:font-semibold sd:text-fg',
              'sd:disabled:cursor-not-allowed sd:disabled:opacity-55',
              errorMessage ? 'sd:border-danger' : 'sd:border-line-strong',
            )}
          />
        ))}
      </div>
      {name !== undefined && <input type="hidden" name={name} value={code} disabled={isDisabled} />}
      {errorMessage && (
        <p id={`${id}-error`} data-slot="otp-input-error" role="alert" className="sd:text-sm sd:text-danger">
          {errorMessage}
        </p>
      )}
    </div>
  );
});
