import { TextControl } from './text-control';
import type { TextControlProps } from './text-control-props';

export interface TextFieldProps extends TextControlProps<HTMLInputElement> {
  /**
   * Kind of text; picks the on-screen keyboard and autofill behaviour.
   * @default 'text'
   */
  type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'url';
  /** A regular expression the whole value must match; checked by the browser with `validationBehavior` 'native'. */
  pattern?: string;
}

/**
 * A single-line text input with label, description, error message and optional prefix, on a native `<input>`: the
 * platform's own editing, autofill and keyboard, with no script of its own to download.
 */
export function TextField({ type = 'text', pattern, ...props }: TextFieldProps) {
  return (
    <TextControl {...props} slot="text-field" multiline={false}>
      {(control) => <input {...control} type={type} pattern={pattern} />}
    </TextControl>
  );
}
