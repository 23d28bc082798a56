import type { FormCheck } from '@sauda/commerce';
import { useState, type FormEvent } from 'react';
import { useFocusFirstInvalid } from '../cancel-order-form/form-helpers';

/** The props `field()` gives a TextField or PasswordField. */
export interface AuthFieldProps {
  name: string;
  value: string;
  errorMessage: string | undefined;
  isReadOnly: boolean;
  onChange: (value: string) => void;
}

interface AuthFormStateOptions<V extends Record<string, string>, D> {
  /** The fields' first values. */
  initial: V;
  /** The commerce rule that checks the values. */
  check: (values: V) => FormCheck<D, keyof V & string>;
  /** Receives the rule's clean data when every field is valid. */
  onValid: (data: D) => void;
  /** While a submit is under way the fields are read-only and submitting again does nothing. */
  pending: boolean;
}

/**
 * Values and per-field errors of a form checked by a commerce rule. A submit with broken fields shows one message
 * under each and focuses the first; typing in a field clears its message. Values are never reset here, so they
 * survive a failed submit.
 */
export function useAuthForm<V extends Record<string, string>, D>({
  initial,
  check,
  onValid,
  pending,
}: AuthFormStateOptions<V, D>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V & string, string>>>({});
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();

  /** The props that bind a TextField or PasswordField to the field `name`. */
  const field = (name: keyof V & string): AuthFieldProps => ({
    name,
    value: values[name] ?? '',
    errorMessage: errors[name],
    isReadOnly: pending,
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => {
        if (!current[name]) return current;
        const next = { ...current };
        delete next[name];
        return next;
      });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const result = check(values);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    onValid(result.data);
  };

  return { ref, values, field, submit };
}
