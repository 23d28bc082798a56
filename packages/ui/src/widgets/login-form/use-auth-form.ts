import type { FormCheck } from '@sauda/commerce';
import { useState, type FormEvent, type Ref } from 'react';
import { useMergedRefs } from '../../lib/use-merged-refs';
import { useFocusFirstInvalid } from '../cancel-order-form/form-helpers';
import type { AuthFormFrameProps } from './auth-form';

/** The props `field()` gives a TextField or PasswordField. */
export interface AuthFieldProps {
  name: string;
  value: string;
  errorMessage: string | undefined;
  isReadOnly: boolean;
  onChange: (value: string) => void;
}

interface AuthFormStateOptions<V extends Record<string, string>, D> {
  /** The host's props of the frame (`pending` among them) and its ref to the `<form>`. */
  frame: AuthFormFrameProps;
  ref: Ref<HTMLFormElement>;
  /** The form's heading and the line under it. */
  text: { title: string; description: string };
  /** The fields' first values. */
  initial: V;
  /** The commerce rule that checks the values. */
  check: (values: V) => FormCheck<D, keyof V & string>;
  /** Receives the rule's clean data when every field is valid. */
  onValid: (data: D) => void;
}

/**
 * Values and per-field errors of a form checked by a commerce rule. A submit with broken fields shows one message
 * under each and focuses the first; typing in a field clears its message. Values are never reset here, so they
 * survive a failed submit. While the host's `pending` is true the fields are read-only and a submit does nothing.
 * `frame` is what to spread on the AuthForm: the host's props with the merged ref, the texts and the submit handler.
 */
export function useAuthForm<V extends Record<string, string>, D>({
  frame: { pending = false, ...host },
  ref: forwardedRef,
  text,
  initial,
  check,
  onValid,
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

  const formRef = useMergedRefs(ref, forwardedRef);
  const frame = { ...host, ref: formRef, title: text.title, description: text.description, onSubmit: submit };
  return { frame, values, field, pending };
}
