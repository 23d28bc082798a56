import { TextControl } from '../text-field/text-control';
import type { TextControlProps } from '../text-field/text-control-props';

export interface TextAreaProps extends TextControlProps<HTMLTextAreaElement> {
  /**
   * Visible lines of text before the shopper resizes it (vertically only).
   * @default 4
   */
  rows?: number;
}

/**
 * A multi-line text input with label, description, error message and optional top-aligned prefix, on a native
 * `<textarea>`.
 */
export function TextArea({ rows = 4, ...props }: TextAreaProps) {
  return (
    <TextControl {...props} slot="text-area" multiline>
      {(control) => <textarea {...control} rows={rows} />}
    </TextControl>
  );
}
