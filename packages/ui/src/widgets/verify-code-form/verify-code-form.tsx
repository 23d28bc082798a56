// Not OTP_LENGTH or OTP_RESEND_SECONDS: they live beside a zod schema, which would come along into the kit's bundle.
import { otpError } from '@sauda/commerce';
import { forwardRef, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useMergedRefs } from '../../lib/use-merged-refs';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { failureMessage } from '../cancel-order-form/form-helpers';
import { AuthForm, AuthSubmit, type AuthFormFrameProps } from '../login-form/auth-form';
import { OtpInput } from '../otp-input';
import { ResendCountdown } from '../resend-countdown';
import { verifyCodeFormTexts } from './texts/en';

/**
 * Texts of the code form; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. The
 * validation messages come from commerce.
 */
export interface VerifyCodeFormLabels {
  /** The heading, unless `title` is given. @default 'Verify your email' */
  title?: string;
  /** The line before the e-mail address, unless `description` is given. @default 'Enter the 6-digit code we sent to' */
  description?: string;
  /** Label of the boxes. @default 'Verification code' */
  code?: string;
  /** @default 'Verify' */
  submit?: string;
  /** @default 'Verifying...' */
  submitting?: string;
  /** @default "Didn't get the code?" */
  notReceived?: string;
  /** @default 'Resend OTP' */
  resend?: string;
  /** @default (seconds) => `Resend OTP in ${seconds}s` */
  resendIn?: (seconds: number) => string;
  /** After a successful resend. @default 'A new code is on its way.' */
  resent?: string;
  /** @default 'Failed to resend email. Please try again.' */
  resendFailed?: string;
}

export interface VerifyCodeFormProps extends AuthFormFrameProps {
  /** The address the code was sent to, shown under the description. */
  email: string;
  /**
   * Called with the six digits, by 'Verify' or as soon as the sixth digit is typed or pasted. Fewer digits show
   * 'Please enter a 6-digit OTP.' and send nothing. A failure comes back through `error`, shown under the boxes.
   */
  onSubmit: (code: string) => void;
  /**
   * Sends a new code; 'Resend OTP' is enabled once the wait is over. A rejected promise shows its message (or
   * 'Failed to resend email. Please try again.'); either way the wait starts again.
   */
  onResend: () => void | Promise<unknown>;
  /**
   * Seconds 'Resend OTP' stays disabled after each send.
   * @default 60
   */
  resendSeconds?: number;
  /**
   * The heading: e-mail verification after sign-up, or the password reset code.
   * @default the language's `title` text ('Verify your email')
   */
  title?: ReactNode;
  /**
   * The line before the e-mail address.
   * @default the language's `description` text ('Enter the 6-digit code we sent to')
   */
  description?: ReactNode;
  /**
   * Focus the first box on mount: the page exists to type this code.
   * @default false
   */
  autoFocus?: boolean;
  /** Other texts, each replacing the language's own (English by default, `VerifyCodeFormLabels`). */
  labels?: VerifyCodeFormLabels;
}

/*
 * Boxes share the row instead of keeping their fixed size, so six of them fit a 360 px phone inside a card; the
 * selectors reach OtpInput's parts through their data-slot names.
 */
const fluidBoxes = cx(
  'sd:items-center sd:text-center',
  'sd:[&_[data-slot=otp-input-boxes]]:w-full sd:[&_[data-slot=otp-input-boxes]]:justify-center',
  'sd:[&_[data-slot=otp-input-boxes]]:gap-1.5 sd:sm:[&_[data-slot=otp-input-boxes]]:gap-2',
  'sd:[&_[data-slot=otp-input-box]]:h-12 sd:[&_[data-slot=otp-input-box]]:w-full',
  'sd:[&_[data-slot=otp-input-box]]:max-w-12 sd:[&_[data-slot=otp-input-box]]:min-w-0',
);

function firstEmptyBox(form: HTMLFormElement | null): HTMLInputElement | undefined {
  const boxes = Array.from(form?.querySelectorAll<HTMLInputElement>('[data-slot="otp-input-box"]') ?? []);
  return boxes.find((box) => box.value === '') ?? boxes.at(-1);
}

/**
 * Code verification (spec §2.17, §4): six single-digit boxes that submit on the sixth digit, typed or pasted, a
 * 'Verify' button, the e-mail the code went to, and 'Resend OTP' after a 60-second wait.
 *
 * Other props are the root `<form>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers, `action`…),
 * spread on it with `ref`; `className` is merged, and the form's own `data-slot`, `noValidate`, `aria-labelledby` and
 * submit handler win.
 */
export const VerifyCodeForm = /* @__PURE__ */ forwardRef<HTMLFormElement, VerifyCodeFormProps>(function VerifyCodeForm(
  {
    email,
    onSubmit,
    onResend,
    resendSeconds,
    title,
    description,
    autoFocus = false,
    pending = false,
    error,
    labels,
    ...frame
  },
  forwardedRef,
) {
  const text = useTexts(verifyCodeFormTexts, labels);
  const formRef = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [resendOutcome, setResendOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  // The boxes are disabled while verifying, which drops focus; give it back so a wrong code can be corrected.
  const wasPending = useRef(pending);
  useLayoutEffect(() => {
    const lostFocus = !document.activeElement || document.activeElement === document.body;
    if (wasPending.current && !pending && lostFocus) firstEmptyBox(formRef.current)?.focus();
    wasPending.current = pending;
  }, [pending]);

  function verify(value: string) {
    if (pending) return;
    const message = otpError(value);
    setCodeError(message);
    if (message) {
      firstEmptyBox(formRef.current)?.focus();
      return;
    }
    onSubmit(value);
  }

  async function resend() {
    setResendOutcome(null);
    try {
      await onResend();
      setResendOutcome({ ok: true, text: text.resent });
    } catch (failure) {
      setResendOutcome({ ok: false, text: failureMessage(failure, text.resendFailed) });
    }
  }

  const mergedRef = useMergedRefs(formRef, forwardedRef);
  return (
    <AuthForm
      {...frame}
      ref={mergedRef}
      slot="verify-code-form"
      liveRegions={false}
      title={title ?? text.title}
      description={
        <>
          {description ?? text.description}{' '}
          <strong
            data-slot="verify-code-form-email"
            className="sd:font-semibold sd:text-fg sd:[overflow-wrap:anywhere]"
          >
            {email}
          </strong>
        </>
      }
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        verify(code);
      }}
    >
      <OtpInput
        label={text.code}
        value={code}
        onChange={(next) => {
          setCode(next);
          setCodeError(null);
        }}
        onComplete={verify}
        errorMessage={codeError ?? error ?? undefined}
        isDisabled={pending}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- opt-in: the code page exists to type this code
        autoFocus={autoFocus}
        className={fluidBoxes}
      />
      <AuthSubmit pending={pending} pendingLabel={text.submitting}>
        {text.submit}
      </AuthSubmit>
      <div data-slot="verify-code-form-resend" className="sd:flex sd:flex-col sd:items-center sd:gap-1 sd:text-sm">
        <p className="sd:flex sd:flex-wrap sd:items-center sd:justify-center sd:gap-x-1 sd:text-muted">
          {text.notReceived}
          <ResendCountdown onResend={resend} seconds={resendSeconds} label={text.resend} waitingLabel={text.resendIn} />
        </p>
        <p
          data-slot="verify-code-form-resend-message"
          role={resendOutcome && !resendOutcome.ok ? 'alert' : 'status'}
          className={cx('sd:text-center sd:font-medium', resendOutcome?.ok ? 'sd:text-success' : 'sd:text-danger')}
        >
          {resendOutcome?.text}
        </p>
      </div>
    </AuthForm>
  );
});
