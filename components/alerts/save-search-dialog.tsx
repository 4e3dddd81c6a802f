'use client';
import * as yup from 'yup';
import Link from 'next/link';
import { createSavedSearch } from '@/services/api/trust';
import { ChoiceGroupField } from '@/components/forms/choice-group-field';
import { CheckField } from '@/components/forms/check-field';
import { FormDialog } from '@/components/forms/form-dialog';
import { TextField } from '@/components/forms/text-field';

type Props = { show: boolean; onClose: () => void; group: string; searchId: string; city: string; title: string };
const schema = yup.object({
  name: yup.string().trim().max(120, 'name must be at most 120 characters'),
  frequency: yup.string().oneOf(['instant', 'daily']).required('Required'),
  channel: yup.string().oneOf(['sms', 'email']).required('Required'),
  price_drops: yup.boolean(),
});

/** Save this search and choose how new matches arrive. */
export function SaveSearchDialog({ show, onClose, group, searchId, city, title }: Props) {
  return (
    <FormDialog show={show} onClose={onClose} id="save-search-title" title="Save this search"
      initialValues={{ name: title, frequency: 'instant', channel: 'sms', price_drops: false }} schema={schema}
      submit={(v) => createSavedSearch({ search_group: group, search_id: searchId, city, ...v })}
      success="Search saved. We will alert you about new matches." submitLabel="Save search">
      {() => <>
        <TextField name="name" label="Name" />
        <ChoiceGroupField name="frequency" label="Alert me" options={[{ value: 'instant', label: 'Instantly' }, { value: 'daily', label: 'Once a day' }]} />
        <ChoiceGroupField name="channel" label="By" options={[{ value: 'sms', label: 'SMS' }, { value: 'email', label: 'E-mail' }]} />
        <CheckField name="price_drops" label="Also tell me when a matching listing lowers its price" />
        {/* Buyers' menus hold the SPEC's five items only: the way to manage alerts is linked here. */}
        <Link href="/profile-pages/saved-searches" prefetch={false} className="small">Manage your saved searches</Link>
      </>}
    </FormDialog>
  );
}
