import { isApiError } from '@sauda/api';
import {
  PHONE_REQUIRED_MESSAGE,
  PROFILE_UPDATE_FAILED_MESSAGE,
  PROFILE_UPDATED_MESSAGE,
  type StoredUser,
} from '@sauda/commerce';
import { PageLoader, ProfileSettings, toast, type ProfileSaveValues } from '@sauda/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { AccountLayout } from '../../account/account-layout';
import { userApi } from '../../api/user-api';
import { handleSessionExpiry } from '../../api/session-expiry';
import { useProfile } from '../../data/use-profile';
import { LoadFailed } from '../../layout/load-failed';
import { LiteModePanel } from '../../lite-mode/lite-mode-panel';
import { useDocumentMeta } from '../../layout/use-document-meta';
import * as messages from '../../messages';
import { signIn, readStoredToken, signOut } from '../../session/session';

const text = messages.account.profile;

/**
 * /user/account (§2.12): 'Profile settings' in view mode, the pencil switches to edit mode; a successful save
 * returns to view mode and updates the stored user (so the header shows the new name), a failed one stays in edit
 * mode with the server's message. Logout here clears the session and goes home.
 */
export default function ProfilePage() {
  useDocumentMeta(text.title, text.description);
  return (
    <AccountLayout>
      {(user) => (
        <>
          <Profile user={user} />
          <LiteModePanel />
        </>
      )}
    </AccountLayout>
  );
}

function Profile({ user }: { user: StoredUser }) {
  const { data: profile, error, mutate } = useProfile(user.userId);
  const [isEditing, setEditing] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const [, navigate] = useLocation();

  if (error && !profile) return <LoadFailed title={text.title} onRetry={() => void mutate()} />;
  if (!profile) return <PageLoader label={text.loading} />;

  const save = async (values: ProfileSaveValues) => {
    setSaving(true);
    try {
      await userApi.update(user.userId, {
        name: values.name,
        phone: values.phone,
        email: values.email,
        image: values.image,
      });
      toast.success(PROFILE_UPDATED_MESSAGE);
      const token = readStoredToken();
      if (token) signIn({ ...user, name: values.name.trim() || user.name, phone: values.phone }, token);
      await mutate();
      setEditing(false);
    } catch (failure) {
      if (handleSessionExpiry(failure)) return;
      toast.error(
        isApiError(failure) ? (failure.serverMessage ?? PROFILE_UPDATE_FAILED_MESSAGE) : PROFILE_UPDATE_FAILED_MESSAGE,
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <ProfileSettings
      profile={profile}
      isEditing={isEditing}
      onEditingChange={setEditing}
      isSaving={isSaving}
      onSave={(values) => void save(values)}
      onInvalid={(message) => {
        if (message === PHONE_REQUIRED_MESSAGE) toast.error(message);
      }}
      onLogout={() => {
        signOut();
        navigate('/');
      }}
    />
  );
}
