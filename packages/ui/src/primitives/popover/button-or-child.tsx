import {
  cloneElement,
  forwardRef,
  isValidElement,
  type ComponentPropsWithoutRef,
  type MouseEvent,
  type Ref,
} from 'react';
import { cx } from '../../lib/cx';
import { elementRef } from '../../lib/element-ref';
import { useMergedRefs } from '../../lib/use-merged-refs';

interface ButtonOrChildProps extends ComponentPropsWithoutRef<'button'> {
  /** Render the single child element instead of a button, merging these props into it. */
  asChild: boolean;
}

interface ChildProps {
  className?: string;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Given by cloneElement: React 18 and 19 both attach a `ref` passed this way. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A `<button type="button">`, or with `asChild` its single child element with these props merged in: the child's own
 * `onClick` runs first (preventing its default skips ours), refs and classes add up, the rest overrides the child's.
 */
export const ButtonOrChild = /* @__PURE__ */ forwardRef<HTMLButtonElement, ButtonOrChildProps>(function ButtonOrChild(
  { asChild, children, onClick, className, ...props },
  ref,
) {
  const child = asChild && isValidElement<ChildProps>(children) ? children : undefined;
  const childRef = useMergedRefs(child ? elementRef<HTMLButtonElement>(child) : undefined, ref);
  if (child) {
    const own = child.props;
    return cloneElement(child, {
      ...props,
      ref: childRef,
      className: cx(own.className, className) || undefined,
      onClick(event: MouseEvent<HTMLButtonElement>) {
        own.onClick?.(event);
        if (!event.defaultPrevented) onClick?.(event);
      },
    });
  }
  return (
    <button type="button" {...props} ref={ref} className={className} onClick={onClick}>
      {children}
    </button>
  );
});
