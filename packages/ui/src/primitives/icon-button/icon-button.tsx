import {
  Button as AriaButton,
  ToggleButton as AriaToggleButton,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { cx } from '../../lib/cx';
import type { IconButtonLookProps } from './icon-button-look';
import { iconButtonIconVariants, iconButtonVariants } from './icon-button.variants';

/** Button props that both react-aria `Button` and `ToggleButton` accept. */
type SharedButtonProps = Pick<
  AriaButtonProps,
  | 'id'
  | 'isDisabled'
  | 'autoFocus'
  | 'excludeFromTabOrder'
  | 'onPress'
  | 'onPressStart'
  | 'onPressEnd'
  | 'onPressChange'
  | 'onPressUp'
  | 'onFocus'
  | 'onBlur'
  | 'onFocusChange'
  | 'onKeyDown'
  | 'onKeyUp'
  | 'onHoverStart'
  | 'onHoverEnd'
  | 'onHoverChange'
  | 'aria-describedby'
  | 'aria-details'
  | 'aria-controls'
  | 'aria-expanded'
  | 'aria-haspopup'
>;

export interface IconButtonProps extends SharedButtonProps, IconButtonLookProps {
  /**
   * Makes the button a toggle (react-aria `ToggleButton`) and sets its state (controlled), rendered as
   * `aria-pressed`. A button is a toggle from mount on: pass `isPressed` from the first render, not later.
   */
  isPressed?: boolean;
  /** Initial toggle state (uncontrolled); also makes the button a toggle. */
  defaultPressed?: boolean;
  /** Called with the new toggle state when pressed; also makes the button a toggle. */
  onPressedChange?: (isPressed: boolean) => void;
}

/** An icon-only button. Its `label` is the accessible name; with `isPressed` it becomes a toggle (`aria-pressed`). */
export function IconButton({
  label,
  children,
  variant = 'ghost',
  size = 'md',
  shape = 'square',
  isPressed,
  defaultPressed,
  onPressedChange,
  type = 'button',
  className,
  ...props
}: IconButtonProps) {
  const isToggle = isPressed !== undefined || defaultPressed !== undefined || onPressedChange !== undefined;
  const shared = {
    'aria-label': label,
    'data-slot': 'icon-button',
    'data-variant': variant,
    'data-size': size,
    'data-shape': shape,
    className: cx(iconButtonVariants({ variant, size, shape }), className),
  };
  const icon = (
    <span data-slot="icon-button-icon" aria-hidden className={iconButtonIconVariants({ size })}>
      {children}
    </span>
  );
  if (isToggle) {
    return (
      <AriaToggleButton
        {...props}
        {...shared}
        isSelected={isPressed}
        defaultSelected={defaultPressed}
        onChange={onPressedChange}
      >
        {icon}
      </AriaToggleButton>
    );
  }
  return (
    <AriaButton {...props} {...shared} type={type}>
      {icon}
    </AriaButton>
  );
}
