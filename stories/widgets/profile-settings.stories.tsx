import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ProfileSettings, type ProfileSaveValues, type ProfileSettingsProps } from '@sauda/ui';

const ayesha = { name: 'Ayesha Siddiqui', email: 'ayesha.siddiqui@example.pk', phone: '3214567890', image: null };

/** The storefront's part: edit mode, saving, and back to view mode after a save. */
function Stateful(props: ProfileSettingsProps) {
  const [editing, setEditing] = useState(props.isEditing);
  const [profile, setProfile] = useState(props.profile);
  return (
    <ProfileSettings
      {...props}
      profile={profile}
      isEditing={editing}
      onEditingChange={setEditing}
      onSave={(values: ProfileSaveValues) => {
        props.onSave(values);
        setProfile({ ...profile, name: values.name, phone: values.phone });
        setEditing(false);
      }}
    />
  );
}

/**
 * The shopper's profile (picture, name, email, phone) shown and edited in place, with Logout. Use it on the
 * account's profile page.
 */
const meta = {
  title: 'Widgets/ProfileSettings',
  component: ProfileSettings,
  args: {
    profile: ayesha,
    isEditing: false,
    onEditingChange: fn(),
    onSave: fn(),
    onInvalid: fn(),
    onLogout: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ProfileSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The profile settings with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

/** The profile as shown, before editing. */
export const ViewMode: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profile settings' })).toBeVisible();
    await expect(canvas.getByText('Your Style, Your Settings – Personalize Your Profile!')).toBeVisible();
    await expect(canvas.getByText('+92 3214567890')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toBeDisabled();
    await expect(canvas.getByRole('img', { name: 'Ayesha Siddiqui (no photo yet)' })).toBeVisible();
  },
};

export const EditAndSave: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit profile' }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ayesha Khan');
    const contact = canvas.getByRole('textbox', { name: /Contact/ });
    await expect(contact).toHaveAttribute('placeholder', '314XXXX910');
    await userEvent.clear(contact);
    // Typed as Pakistanis type it; saved in its one stored form.
    await userEvent.type(contact, '+92 300 1234567');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Ayesha Khan',
      email: 'ayesha.siddiqui@example.pk',
      phone: '3001234567',
      image: null,
    });
    await expect(canvas.getByText('+92 3001234567')).toBeVisible();
  },
};

export const InvalidPhoneKeepsTheForm: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { isEditing: true },
  play: async ({ args, canvas }) => {
    const contact = canvas.getByRole('textbox', { name: /Contact/ });
    await userEvent.clear(contact);
    await userEvent.type(contact, '0300123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(contact).toHaveAccessibleDescription(
      'Phone number must be a valid Pakistani number (10 digits, starting with 3)',
    );
    await expect(contact).toHaveValue('0300123456');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(contact);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onInvalid).toHaveBeenLastCalledWith('Phone number is required');
  },
};

export const PicksAnImageWithPreview: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { isEditing: true },
  play: async ({ args, canvas }) => {
    const pixel = Uint8Array.from(
      atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
      (c) => c.charCodeAt(0),
    );
    const file = new File([pixel], 'me.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Profile Image'), file);
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Ayesha Siddiqui' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ image: file }));
  },
};

/** While the changes are saved. */
export const Saving: Story = {
  args: { isEditing: true, isSaving: true },
  render: (args) => <ProfileSettings {...args} />,
  play: async ({ args, canvas }) => {
    const save = canvas.getByRole('button', { name: /Saving/ });
    await expect(save).toHaveAttribute('data-pending', 'true');
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Logout: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** A long name. */
export const LongName: Story = {
  args: { profile: { ...ayesha, name: 'Muhammad Abdul Rehman Chaudhry Siddiqui', phone: '' } },
};

/** The profile settings in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };
/** The profile settings on a 360 px wide phone. */
export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
