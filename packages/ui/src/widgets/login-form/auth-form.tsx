import { forwardRef, useId, type ComponentPropsWithoutRef, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../primitives/button';
import { cx } from '../../lib/cx';
import { authCalloutVariants, authFormVariants } from './auth-form.variants';

/** Props every account-access form shares; the rest of the root `<form>`'s HTML attributes pass through to it. */
export interface AuthFormFrameProps extends Omit<ComponentPropsWithoutRef<'form'>, 'children' | 'onSubmit' | 'title'> {
  /**
   * Level of the title's heading: 1 when the form is the page (the auth routes), 2 or 3 inside a page.
   * @default 1
   */
  headingLevel?: 1 | 2 | 3;
  /**
   * `card`: a raised, bordered card; `plain`: no frame of its own.
   * @default 'card'
   */
  variant?: 'card' | 'plain';
  /** The server's message after a failed submit, shown in an alert above the fields. The values stay as typed. */
  error?: string | null;
  /**
   * A submit is under way: the button shows its pending text and ignores presses, the fields become read-only.
   * @default false
   */
  pending?: boolean;
  /** Extra classes for the root element. */
  className?: string;
}

interface AuthFormProps extends Omit<AuthFormFrameProps, 'pending'> {
  slot: string;
  title: ReactNode;
  description?: ReactNode;
  /** What happened after a successful submit, in a polite live region (e.g. 'We have sent a reset code to …'). */
  status?: ReactNode;
  /** Renders the alert and status regions; a form that shows its messages next to their controls turns them off. */
  liveRegions?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  footer?: ReactNode;
}

const alertIcon = (
  <svg viewBox="0 0 20 20" aria-hidden className="sd:mt-px sd:size-4 sd:shrink-0" fill="currentColor">
    <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8l-.3 5.5H9.4L9.1 6Zm.9 9a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z" />
  </svg>
);

const checkIcon = (
  <svg viewBox="0 0 20 20" aria-hidden className="sd:mt-px sd:size-4 sd:shrink-0" fill="currentColor">
    <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm3.7 5.3 1.1 1.1-5.6 5.6-3.4-3.4 1.1-1.1 2.3 2.3 4.5-4.5Z" />
  </svg>
);

/**
 * The frame of the account-access forms: title, description, an alert for the server's error, a status region for
 * success, the fields and a footer of links. The live regions stay mounted (visually hidden while empty, so they
 * take no space) so that a new message is announced.
 */
export const AuthForm = forwardRef<HTMLFormElement, AuthFormProps>(function AuthForm(
  {
    slot,
    title,
    description,
    headingLevel = 1,
    variant = 'card',
    error,
    status,
    liveRegions = true,
    onSubmit,
    children,
    footer,
    className,
    ...rest
  },
  ref,
) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <form
      {...rest}
      ref={ref}
      data-slot={slot}
      data-variant={variant}
      noValidate
      aria-labelledby={`${id}-title`}
      // The host's description, if any, is read after the form's own.
      aria-describedby={cx(description ? `${id}-description` : undefined, rest['aria-describedby']) || undefined}
      onSubmit={onSubmit}
      className={cx(authFormVariants({ variant }), className)}
    >
      <header data-slot={`${slot}-header`} className="sd:flex sd:flex-col sd:gap-1.5 sd:text-center">
        <Heading id={`${id}-title`} data-slot={`${slot}-title`} className="sd:text-2xl sd:font-bold sd:tracking-tight">
          {title}
        </Heading>
        {description && (
          <div id={`${id}-description`} data-slot={`${slot}-description`} className="sd:text-sm sd:text-muted">
            {description}
          </div>
        )}
      </header>
      {liveRegions && (
        <>
          <div role="alert" data-slot={`${slot}-error`} className="sd:empty:sr-only">
            {error && (
              <p className={authCalloutVariants({ tone: 'danger' })}>
                {alertIcon}
                <span className="sd:min-w-0 sd:[overflow-wrap:anywhere]">{error}</span>
              </p>
            )}
          </div>
          <div role="status" data-slot={`${slot}-status`} className="sd:empty:sr-only">
            {status && (
              <div className={authCalloutVariants({ tone: 'success' })}>
                {checkIcon}
                <div className="sd:min-w-0 sd:[overflow-wrap:anywhere]">{status}</div>
              </div>
            )}
          </div>
        </>
      )}
      {children}
      {footer && (
        <div
          data-slot={`${slot}-footer`}
          className="sd:border-t sd:border-line sd:pt-4 sd:text-center sd:text-sm sd:text-muted"
        >
          {footer}
        </div>
      )}
    </form>
  );
});

/** The forms' full-width submit button; while `pending` it shows `pendingLabel` and ignores presses. */
export function AuthSubmit({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  children: string;
}) {
  return (
    <Button type="submit" size="lg" fullWidth isPending={pending} pendingLabel={pendingLabel}>
      {children}
    </Button>
  );
}
