import type { ReactNode } from 'react';
import { Link } from '../../primitives/link';
import { TextField } from '../../primitives/text-field';
import type { AuthFieldProps } from './use-auth-form';
import { useFocusWhenShown } from './use-focus-when-shown';

/** The e-mail field of the account-access forms, bound with the form's `field('email')`. */
export function EmailField({ label, field }: { label: string; field: AuthFieldProps }) {
  return <TextField label={label} type="email" autoComplete="email" spellCheck="false" isRequired {...field} />;
}

/** A footer line: a lead-in and the link onwards ('New here? Create an account'). */
export function AuthFooterLink({ lead, href, children }: { lead?: string; href: string; children: string }) {
  return (
    <>
      {lead && `${lead} `}
      <Link href={href}>{children}</Link>
    </>
  );
}

interface AuthDoneProps {
  /** The form's slot; the link's wrapper gets `${slot}-next`. */
  slot: string;
  /** The request went through: the fields give way to the link onwards, which takes focus. */
  done: boolean;
  href: string;
  label: string;
  /** The fields and the submit button, shown until `done`. */
  children: ReactNode;
}

/** The fields of a one-step form (forgot, reset) until it is done, then one big link to the next step. */
export function AuthDone({ slot, done, href, label, children }: AuthDoneProps) {
  const next = useFocusWhenShown<HTMLDivElement>(done);
  if (!done) return <>{children}</>;
  return (
    <div ref={next} data-slot={`${slot}-next`} className="sd:flex sd:flex-col">
      <Link href={href} variant="button" size="lg">
        {label}
      </Link>
    </div>
  );
}
