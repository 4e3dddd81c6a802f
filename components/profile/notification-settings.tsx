'use client';
import { useState } from 'react';
import { toast } from '@/components/layout/toast';
import { errorMessage } from '@/lib/error-message';
import { updateNotificationSettings } from '@/services/api/profile';
import type { NotificationSettingsApi } from '@/lib/contract';
import { serverText } from '@/lib/server-messages';
import { ENGLISH_PROFILE_WORDS, type ProfileWords } from './profile-words';

/** The switches of the server's settings (lib/contract/users.ts). */
export type Settings = Omit<NotificationSettingsApi, 'updated_at'>;
type Key = keyof Settings;

// Each switch's label is words.notifications[key] and its hint words.notifications[`${key}Hint`].
const SWITCHES: Key[] = ['sms_alerts', 'email_alerts', 'in_app_alerts', 'whatsapp_alerts', 'newsletter'];

/** Notification switches, each saved as soon as it changes (with a toast); a failure flips it back. */
export function NotificationSettings({ initial, words = ENGLISH_PROFILE_WORDS }: { initial: Settings; words?: ProfileWords }) {
  const w = words.notifications;
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState<Key | null>(null);

  const change = async (key: Key, on: boolean) => {
    const before = values;
    setValues({ ...values, [key]: on });
    setSaving(key);
    try {
      const res = await updateNotificationSettings({ [key]: on });
      toast.success(res.message ? serverText(res, words.server) : w.saved);
    } catch (e) {
      setValues(before);
      toast.error(errorMessage(e, words.wrong, words.server));
    } finally {
      setSaving(null);
    }
  };

  return (
    <fieldset className="profile-card">
      <legend className="h5">{w.title}</legend>
      {SWITCHES.map((key) => (
        <div key={key} className="form-check form-switch mb-2">
          <input className="form-check-input" type="checkbox" role="switch" id={`setting-${key}`}
            checked={values[key]} disabled={saving !== null} aria-describedby={`setting-${key}-hint`}
            onChange={(e) => change(key, e.target.checked)} />
          <label className="form-check-label" htmlFor={`setting-${key}`}>{w[key]}</label>
          <div id={`setting-${key}-hint`} className="form-text mt-0">{w[`${key}Hint`]}</div>
        </div>
      ))}
    </fieldset>
  );
}
