import { PHONE_COUNTRY_CODE, canonicalPhone, profilePhoneError, type UserProfile } from '@sauda/commerce';
import { useId, useState, type FormEvent, forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Button } from '../../primitives/button';
import { IconButton } from '../../primitives/icon-button';
import { TextField } from '../../primitives/text-field';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { ProfileAvatar } from './profile-avatar';
import { profileSettingsTexts } from './texts/en';
import { useImagePreview } from './use-image-preview';

/** What a save sends: the editable fields and the newly picked image, if any. */
export interface ProfileSaveValues {
  name: string;
  email: string;
  /** In its stored form, ten digits starting with 3 without +92, however it was typed ('0300-1234567'…). */
  phone: string;
  image: File | null;
}

/** Texts of the profile settings; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface ProfileSettingsLabels {
  /** The page's heading. @default 'Profile settings' */
  title?: string;
  /** The line under the heading. @default 'Your Style, Your Settings – Personalize Your Profile!' */
  subtitle?: string;
  /** @default 'Logout' */
  logout?: string;
  /** The heading above the fields. @default 'Modify' */
  modify?: string;
  /** Accessible name of the pencil that starts editing. @default 'Edit profile' */
  edit?: string;
  /** Accessible name of the picture placeholder. @default (name) => `${name} (no photo yet)` */
  noPhoto?: (name: string) => string;
  /** The image picker's label. @default 'Profile Image' */
  image?: string;
  /** The name field's label while editing. @default 'Name' */
  name?: string;
  /** The name field's label in view mode. @default 'Full Name' */
  fullName?: string;
  /** @default 'Email' */
  email?: string;
  /** The phone field's label. @default 'Contact' */
  contact?: string;
  /** @default 'Save' */
  save?: string;
  /** The Save button's text while saving. @default 'Saving...' */
  saving?: string;
  /** @default 'Cancel' */
  cancel?: string;
}

export interface ProfileSettingsProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children' | 'onInvalid'> {
  /** The shopper's profile as the server has it. */
  profile: UserProfile;
  /** Edit mode (controlled): the storefront returns to view mode after a successful save and stays on failure. */
  isEditing: boolean;
  /** The pencil under 'Modify' asks for edit mode. */
  onEditingChange: (isEditing: boolean) => void;
  /** Called with valid values only: a phone that breaks the rule shows the spec's message and sends nothing. */
  onSave: (values: ProfileSaveValues) => void;
  /** A rule was broken on Save (e.g. 'Phone number is required', which the spec also toasts). */
  onInvalid?: (message: string) => void;
  /**
   * A save is under way: Save reads 'Saving...' and is dimmed.
   * @default false
   */
  isSaving?: boolean;
  /** The red Logout button at the top. */
  onLogout: () => void;
  /** Texts of the profile settings, each replacing the language's own (English by default, `ProfileSettingsLabels`). */
  labels?: ProfileSettingsLabels;
  /** Extra classes for the root element. */
  className?: string;
}

function PencilIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="sd:size-5" fill="none" stroke="currentColor" strokeWidth={2}>
      <path d="M4 20h4L19 9l-4-4L4 16v4Z" strokeLinejoin="round" />
      <path d="m13.5 6.5 4 4" />
    </svg>
  );
}

/** 'Profile settings' (spec §2.12): the profile in view mode, and the edit form with image preview and +92 phone. *
 * Other props are the root `<section>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const ProfileSettings = /* @__PURE__ */ forwardRef<HTMLElement, ProfileSettingsProps>(function ProfileSettings(
  { profile, isEditing, onEditingChange, onSave, onInvalid, isSaving = false, onLogout, labels, className, ...rest },
  ref,
) {
  const text = useTexts(profileSettingsTexts, labels);
  const headingId = useId();
  const [name, setName] = useState(profile.name);
  const [phone, setPhone] = useState(profile.phone);
  const [image, setImage] = useState<File | null>(null);
  const [phoneError, setPhoneError] = useState<string>();
  const preview = useImagePreview(image);

  function startEditing() {
    setName(profile.name);
    setPhone(profile.phone);
    setImage(null);
    setPhoneError(undefined);
    onEditingChange(true);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = profilePhoneError(phone);
    if (message) {
      setPhoneError(message);
      onInvalid?.(message);
      return;
    }
    setPhoneError(undefined);
    onSave({ name: name.trim(), email: profile.email, phone: canonicalPhone(phone), image });
  }

  return (
    <section
      {...rest}
      ref={ref}
      data-slot="profile-settings"
      data-mode={isEditing ? 'edit' : 'view'}
      aria-labelledby={headingId}
      className={cx('sd:flex sd:flex-col sd:gap-6', className)}
    >
      <header
        data-slot="profile-settings-header"
        className="sd:flex sd:flex-wrap sd:items-start sd:justify-between sd:gap-4"
      >
        <div>
          <h1 id={headingId} className="sd:text-2xl sd:font-bold sd:text-fg">
            {text.title}
          </h1>
          <p className="sd:text-muted">{text.subtitle}</p>
        </div>
        <Button variant="danger" onPress={onLogout}>
          {text.logout}
        </Button>
      </header>

      <div className="sd:flex sd:flex-col sd:items-center sd:gap-2 sd:sm:flex-row sd:sm:items-center sd:sm:gap-6">
        <ProfileAvatar
          src={preview ?? profile.image}
          name={profile.name}
          placeholderLabel={text.noPhoto(profile.name)}
        />
        <div className="sd:text-center sd:sm:text-start">
          <p className="sd:text-lg sd:font-semibold sd:text-fg">{profile.name}</p>
          <p className="sd:text-muted">{profile.email}</p>
          {profile.phone && (
            <p className="sd:text-muted" dir="ltr">
              {PHONE_COUNTRY_CODE} {profile.phone}
            </p>
          )}
        </div>
      </div>

      <div
        data-slot="profile-settings-modify"
        className="sd:flex sd:items-center sd:gap-2 sd:border-b sd:border-line sd:pb-2"
      >
        <h2 className="sd:text-lg sd:font-semibold sd:text-fg">{text.modify}</h2>
        {!isEditing && (
          <IconButton label={text.edit} variant="ghost" size="sm" onPress={startEditing}>
            <PencilIcon />
          </IconButton>
        )}
      </div>

      {isEditing ? (
        <form
          data-slot="profile-settings-form"
          noValidate
          onSubmit={submit}
          className="sd:flex sd:max-w-xl sd:flex-col sd:gap-4"
        >
          <label className="sd:flex sd:flex-col sd:gap-1 sd:text-sm sd:font-medium sd:text-fg">
            {text.image}
            <input
              data-slot="profile-settings-image-input"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={(event) => setImage(event.currentTarget.files?.[0] ?? null)}
              className="sd:focus-ring sd:rounded-md sd:border sd:border-line-strong sd:bg-raised sd:p-2 sd:text-sm sd:text-fg sd:file:me-3 sd:file:rounded sd:file:border-0 sd:file:bg-surface sd:file:px-3 sd:file:py-1"
            />
          </label>
          <TextField label={text.name} value={name} onChange={setName} autoComplete="name" />
          <TextField label={text.email} value={profile.email} type="email" isDisabled />
          <TextField
            label={text.contact}
            type="tel"
            prefix={PHONE_COUNTRY_CODE}
            placeholder="314XXXX910"
            inputMode="tel"
            value={phone}
            onChange={setPhone}
            errorMessage={phoneError}
            autoComplete="tel-national"
          />
          <div className="sd:flex sd:gap-2">
            <Button type="submit" isPending={isSaving} pendingLabel={text.saving}>
              {text.save}
            </Button>
            <Button variant="secondary" isDisabled={isSaving} onPress={() => onEditingChange(false)}>
              {text.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <div data-slot="profile-settings-view" className="sd:flex sd:max-w-xl sd:flex-col sd:gap-4">
          <TextField label={text.fullName} value={profile.name} isDisabled />
          <TextField label={text.email} value={profile.email} type="email" isDisabled />
          <TextField label={text.contact} prefix={PHONE_COUNTRY_CODE} value={profile.phone} type="tel" isDisabled />
        </div>
      )}
    </section>
  );
});
