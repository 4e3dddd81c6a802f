'use client';
import { enquirySchema } from '@/lib/trust/schemas';
import { createEnquiry } from '@/services/api/trust';
import { useAppSelector } from '@/store/hooks';
import { FormDialog } from '@/components/forms/form-dialog';
import { TextField } from '@/components/forms/text-field';
import { TextareaField } from '@/components/forms/textarea-field';

type Props = { show: boolean; onClose: () => void; title: string; propertyId: number; propertyType: string };
const schema = enquirySchema.omit(['property_id', 'property_type']);

/** The detail page's enquiry: goes to the poster's leads; the poster may share their number back. */
export function EnquiryDialog({ show, onClose, title, propertyId, propertyType }: Props) {
  const { name, mobile } = useAppSelector((s) => s.auth);
  return (
    <FormDialog show={show} onClose={onClose} id="enquiry-dialog-title" title={title}
      initialValues={{ name: name ?? '', phone_number: mobile ?? '', email: '', message: 'Hi, I am interested in this property. Is it still available?' }}
      schema={schema}
      submit={(v) => createEnquiry({ property_id: propertyId, property_type: propertyType, ...v, name: v.name.trim(), email: v.email || null })}
      success="Enquiry sent. The poster can share their number with you." submitLabel="Send enquiry">
      {() => <>
        <p className="small text-muted">Posters’ numbers stay private. Yours goes to this poster only.</p>
        <TextField name="name" label="Your name" autoComplete="name" />
        <TextField name="phone_number" label="Mobile number" inputMode="numeric" maxLength={10} autoComplete="tel-national" />
        <TextField name="email" label="E-mail (optional)" type="email" autoComplete="email" />
        <TextareaField name="message" label="Message" rows={3} />
      </>}
    </FormDialog>
  );
}
