'use client';
import { useState } from 'react';
import { toast } from '@/components/layout/toast';
import { errorMessage } from '@/lib/error-message';
import { updateNotificationSettings } from '@/services/api/profile';
import type { NotificationSettingsApi } from '@/lib/contract';

/** The switches of the server's settings (lib/contract/users.ts). */
export type Settings = Omit<NotificationSettingsApi, 'updated_at'>;
type Key = keyof Settings;

const SWITCHES: { key: Key; label: string; hint: string }[] = [
  { key: 'sms_alerts', label: 'SMS alerts', hint: 'Texts about your listings and callbacks' },
  { key: 'email_alerts', label: 'E-mail alerts', hint: 'E-mails about your listings and callbacks' },
  { key: 'in_app_alerts', label: 'In-app alerts', hint: 'Notices while you use GharBazaar' },
  { key: 'whatsapp_alerts', label: 'WhatsApp alerts', hint: 'Messages on WhatsApp' },
  { key: 'newsletter', label: 'Newsletter', hint: 'News and property tips by e-mail' },
];

/** Notification switches, each saved as soon as it changes (with a toast); a failure flips it back. */
export function NotificationSettings({ initial }: { initial: Settings }) {
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState<Key | null>(null);

  const change = async (key: Key, on: boolean) => {
    const before = values;
    setValues({ ...values, [key]: on });
    setSaving(key);
    try {
      const res = await updateNotificationSettings({ [key]: on });
      toast.success(res.message || 'Settings saved');
    } catch (e) {
      setValues(before);
      toast.error(errorMessage(e, 'Something Went Wrong'));
    } finally {
      setSaving(null);
    }
  };

  return (
    <fieldset className="profile-card">
      <legend className="h5">Notifications</legend>
      {SWITCHES.map((s) => (
        <div key={s.key} className="form-check form-switch mb-2">
          <input className="form-check-input" type="checkbox" role="switch" id={`setting-${s.key}`}
            checked={values[s.key]} disabled={saving !== null} aria-describedby={`setting-${s.key}-hint`}
            onChange={(e) => change(s.key, e.target.checked)} />
          <label className="form-check-label" htmlFor={`setting-${s.key}`}>{s.label}</label>
          <div id={`setting-${s.key}-hint`} className="form-text mt-0">{s.hint}</div>
        </div>
      ))}
    </fieldset>
  );
}
