// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KitTextsProvider, translated } from '../../lib/kit-texts';
import { ForgotPasswordForm } from '../forgot-password-form';
import { passwordFieldTexts } from '../password-field/texts/en';
import { passwordFieldTextsUr } from '../password-field/texts/ur';
import { ResetPasswordForm } from '../reset-password-form';
import { resetPasswordFormTexts } from '../reset-password-form/texts/en';
import { resetPasswordFormTextsUr } from '../reset-password-form/texts/ur';
import { SignUpForm } from '../sign-up-form';
import { LoginForm } from './login-form';

afterEach(cleanup);

describe('the account-access forms on their shared field blocks', () => {
  it('logs in with the texts a host gave and the defaults elsewhere', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} labels={{ submit: 'Sign in' }} />);
    await user.type(screen.getByRole('textbox', { name: 'Email or phone' }), ' shopper@example.pk ');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Secret#2024');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith({ identifier: 'shopper@example.pk', password: 'Secret#2024' });
    expect(screen.getByRole('link', { name: 'Create an account' }).parentElement?.textContent).toContain('New here?');
  });

  it('gives sign-up and forgot-password the same e-mail field', () => {
    render(<SignUpForm onSubmit={vi.fn()} />);
    const signUpEmail = screen.getByRole('textbox', { name: 'Email' });
    cleanup();
    render(<ForgotPasswordForm onSubmit={vi.fn()} />);
    const forgotEmail = screen.getByRole('textbox', { name: 'Email' });
    for (const input of [signUpEmail, forgotEmail]) {
      expect(input.getAttribute('type')).toBe('email');
      expect(input.getAttribute('autocomplete')).toBe('email');
      expect(input.getAttribute('spellcheck')).toBe('false');
    }
  });

  it('swaps the fields for the link onwards once the code was sent, naming the address', async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<ForgotPasswordForm onSubmit={onSubmit} defaultEmail=" a@b.pk " />);
    rerender(<ForgotPasswordForm onSubmit={onSubmit} defaultEmail=" a@b.pk " sent />);
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('We have sent a reset code to a@b.pk.');
    const next = screen.getByRole('link', { name: 'Enter Reset Code' });
    expect(next.getAttribute('href')).toBe('/user/forgot-password/verify');
    expect(document.activeElement).toBe(next);
  });

  it('checks the new password with the host mismatch message and sends it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ResetPasswordForm onSubmit={onSubmit} mismatchMessage="Passwords do not match." />);
    await user.type(screen.getByLabelText(/^New Password/, { selector: 'input' }), 'Secret#2024');
    await user.type(screen.getByLabelText(/^Confirm Password/, { selector: 'input' }), 'Secret#2025');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Confirm Password/, { selector: 'input' }));
    await user.type(screen.getByLabelText(/^Confirm Password/, { selector: 'input' }), 'Secret#2024');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(onSubmit).toHaveBeenCalledWith('Secret#2024');
  });

  it("speaks a KitTextsProvider's language, a host's success message still winning", () => {
    const urdu = new Map([
      translated(resetPasswordFormTexts, resetPasswordFormTextsUr),
      translated(passwordFieldTexts, passwordFieldTextsUr),
    ]);
    const { rerender } = render(
      <KitTextsProvider texts={urdu}>
        <ResetPasswordForm onSubmit={vi.fn()} />
      </KitTextsProvider>,
    );
    expect(screen.getByRole('heading', { name: 'اپنا پاس ورڈ ری سیٹ کریں' })).toBeTruthy();
    expect(screen.getByLabelText(/^نیا پاس ورڈ/, { selector: 'input' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'پاس ورڈ دکھائیں' })).toHaveLength(2);
    rerender(
      <KitTextsProvider texts={urdu}>
        <ResetPasswordForm onSubmit={vi.fn()} success />
      </KitTextsProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('آپ کا پاس ورڈ کامیابی سے ری سیٹ ہو گیا ہے۔');
    rerender(
      <KitTextsProvider texts={urdu}>
        <ResetPasswordForm onSubmit={vi.fn()} success successMessage="Done." />
      </KitTextsProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Done.');
  });
});
