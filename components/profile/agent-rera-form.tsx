'use client';
import { useId, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { SelectField } from '@/components/forms/select-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { AppError } from '@/lib/app-error';
import { STATE_NAMES } from '@/lib/billing/states';
import { agentReraExample } from '@/lib/projects/rera-agents';
import { errorMessage } from '@/lib/error-message';
import { removeAgentRera, saveAgentRera } from '@/services/api/profile';
import type { AgentReraApi } from '@/lib/contract';

type Rera = AgentReraApi | null;
type Values = { state: string; number: string };
type Note = { ok: boolean; text: string } | null;

const STATES = STATE_NAMES.map((s) => ({ value: s, label: s }));
const FIELDS: readonly string[] = ['state', 'number'] satisfies (keyof Values)[];

/**
 * The server checks the number per state (lib/projects/rera-agents.ts, the one validation layer) and
 * names the field it refused: its message goes under that field ("number: " dropped, the field says
 * it), anything else (a network failure) to the status line.
 */
function refused(e: unknown, form: FormikHelpers<Values>): Note {
  const text = errorMessage(e, 'Something Went Wrong');
  const field = e instanceof AppError ? (e.data as { field?: unknown } | undefined)?.field : undefined;
  if (typeof field !== 'string' || !FIELDS.includes(field)) return { ok: false, text };
  void form.setFieldTouched(field, true, false);
  form.setFieldError(field, text.replace(new RegExp(`^${field}: `), ''));
  return null;
}

/**
 * An agent's RERA registration (RERA s. 9-10): checked per state on the server like project numbers,
 * then quoted on the agent's listings, public profile and leads.
 */
export function AgentReraForm({ initial }: { initial: Rera }) {
  const id = useId();
  const [saved, setSaved] = useState<Rera>(initial);
  const [note, setNote] = useState<Note>(null);
  const [removing, setRemoving] = useState(false);

  const save = async (values: Values, form: FormikHelpers<Values>) => {
    setNote(null);
    try {
      const r = (await saveAgentRera(values)).data;
      setSaved(r);
      // The number as stored (upper-cased, spaces dropped) becomes the form's value.
      form.resetForm({ values: { state: r.state, number: r.number } });
      setNote({ ok: true, text: 'RERA registration saved. It now shows on your listings and profile.' });
    } catch (e) {
      setNote(refused(e, form));
    }
  };

  return (
    <section className="card mt-4" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <h2 id={`${id}-title`} className="h5">RERA agent registration</h2>
        <p className="text-muted">Agents quote their registration with the state&apos;s RERA authority on every listing.</p>
        <Formik<Values> initialValues={{ state: initial?.state ?? '', number: initial?.number ?? '' }} onSubmit={save}>
          {({ values, isSubmitting, resetForm }) => {
            const example = agentReraExample(values.state || undefined);
            const remove = async () => {
              setRemoving(true);
              setNote(null);
              try {
                await removeAgentRera();
                setSaved(null);
                resetForm({ values: { state: '', number: '' } });
                setNote({ ok: true, text: 'RERA registration removed.' });
              } catch (e) {
                setNote({ ok: false, text: errorMessage(e, 'Something Went Wrong') });
              } finally {
                setRemoving(false);
              }
            };
            return (
              // Native `required` stops an empty save; the number's format is the server's to judge.
              <Form aria-label="RERA agent registration">
                <div className="row g-2">
                  <SelectField name="state" label="State of registration" options={STATES} placeholder="Choose a state" required
                    className="col-12 col-md-4" />
                  <TextField name="number" label="RERA agent registration number" required maxLength={60} autoComplete="off"
                    className="col-12 col-md-8" hint={example ? `For example ${example}` : 'As printed on your registration certificate'} />
                </div>
                <div className="d-flex flex-wrap gap-2 mt-3">
                  <SubmitButton busy={isSubmitting} disabled={removing}>Save RERA registration</SubmitButton>
                  {saved && <button type="button" className="btn btn-outline-danger" onClick={() => void remove()} disabled={removing || isSubmitting}>Remove</button>}
                </div>
                <p role="status" className={`mt-2 mb-0 ${note?.ok === false ? 'text-danger' : ''}`}>{note?.text}</p>
              </Form>
            );
          }}
        </Formik>
      </div>
    </section>
  );
}
