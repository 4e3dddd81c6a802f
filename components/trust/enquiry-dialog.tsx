'use client';
import { enquirySchema } from '@/lib/trust/schemas';
import { createEnquiry } from '@/services/api/trust';
import { useAppSelector } from '@/store/hooks';
import { FormDialog } from '@/components/forms/form-dialog';
import { ErrorWords } from '@/components/forms/error-words';
import { TextField } from '@/components/forms/text-field';
import { TextareaField } from '@/components/forms/textarea-field';
import { ENGLISH_ENQUIRY_WORDS, type EnquiryWords } from '@/components/detail/action-words';

type Props = { show: boolean; onClose: () => void; title: string; propertyId: number; propertyType: string; words?: EnquiryWords };
const schema = enquirySchema.omit(['property_id', 'property_type']);

/**
 * The detail page's enquiry: goes to the poster's leads; the poster may share their number back.
 * One schema with the server's (English messages), shown in the page's language through ErrorWords.
 */
export function EnquiryDialog({ show, onClose, title, propertyId, propertyType, words: w = ENGLISH_ENQUIRY_WORDS }: Props) {
  const { name, mobile } = useAppSelector((s) => s.auth);
  return (
    <ErrorWords.Provider value={w.errors}>
      <FormDialog show={show} onClose={onClose} id="enquiry-dialog-title" title={title}
        initialValues={{ name: name ?? '', phone_number: mobile ?? '', email: '', message: w.defaultMessage }}
        schema={schema}
        submit={(v) => createEnquiry({ property_id: propertyId, property_type: propertyType, ...v, name: v.name.trim(), email: v.email || null })}
        success={w.sent} submitLabel={w.send} words={w}>
        {() => <>
          <p className="small text-muted">{w.intro}</p>
          <TextField name="name" label={w.name} autoComplete="name" />
          <TextField name="phone_number" label={w.phone} inputMode="numeric" maxLength={10} autoComplete="tel-national" />
          <TextField name="email" label={w.email} type="email" autoComplete="email" />
          <TextareaField name="message" label={w.message} rows={3} />
        </>}
      </FormDialog>
    </ErrorWords.Provider>
  );
}
