// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { object, string } from 'yup';
import { TextField } from '@/components/forms/text-field';
import { AppError } from '@/lib/app-error';
import type { StepDef } from '@/components/wizard/check-step';
import { Wizard, type WizardProps } from '@/components/wizard/wizard';
import { renderWithStore } from './profile-harness';

vi.mock('next/navigation', async () => {
  const h = await import('./profile-harness');
  return { useRouter: () => h.router, usePathname: () => '/post-something' };
});
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

// Issue 24 §7: the one wizard engine behind the property, PG and project wizards.

type V = { name: string; city: string };
const KEY = 'gb-draft-test-new';
const steps: StepDef<V>[] = [
  { key: 'name', title: 'Name step', schema: object({ name: string().required('name is required') }), body: <TextField name="name" label="Name *" /> },
  { key: 'city', title: 'City step', schema: object({ city: string().required('city is required') }), body: <TextField name="city" label="City *" /> },
];

function wizard(over: Partial<WizardProps<V, string>> = {}) {
  const props: WizardProps<V, string> = {
    title: 'Post a thing', steps, draftKey: KEY, load: () => ({ name: '', city: '' }), loadingText: 'Loading your thing…',
    labels: { name: 'Name', city: 'City' }, submitLabel: 'Post thing', back: vi.fn(),
    onSubmit: async (v) => `posted ${v.name} in ${v.city}`, renderDone: (r) => <p>{r}</p>, ...over,
  };
  return { props, ...renderWithStore(<Wizard<V, string> {...props} />, { role: 'owner' }) };
}
const stepTitle = () => screen.getByRole('heading', { level: 2 });
const next = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Next' }));

beforeEach(() => { localStorage.clear(); vi.mocked(toast.error).mockClear(); });

describe('the wizard engine', () => {
  it("keeps the poster on a step until its schema is met, naming the field's label", async () => {
    wizard();
    const user = userEvent.setup();
    await next(user);
    expect(await screen.findByText('Name is required!')).toBeInTheDocument();
    expect(stepTitle()).toHaveTextContent('Name step');
    expect(screen.getByLabelText('Name *')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Name *'), 'Asha');
    await next(user);
    expect(await screen.findByRole('heading', { level: 2, name: 'City step' })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 2: City step')).toBeInTheDocument();
    // Later steps open only through Next; earlier ones from the step list.
    await user.click(within(screen.getByRole('navigation', { name: 'Posting steps' })).getByRole('button', { name: '1. Name step' }));
    expect(screen.getByLabelText('Name *')).toHaveValue('Asha');
  });

  it('saves the draft after a change and reopens it at the step left, with the values', async () => {
    const first = wizard({ leaveGuard: true });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name *'), 'Asha');
    await next(user);
    await user.type(await screen.findByLabelText('City *'), 'Mysuru');
    await waitFor(() => expect(JSON.parse(localStorage.getItem(KEY)!)).toMatchObject({ step: 1, values: { name: 'Asha', city: 'Mysuru' } }));
    first.unmount();

    wizard({ leaveGuard: true });
    expect(await screen.findByLabelText('City *')).toHaveValue('Mysuru');
    expect(stepTitle()).toHaveTextContent('City step');
    expect(screen.getByText('We restored the draft you left here.')).toBeInTheDocument();
  });

  it('restores a PG or project draft written before the one engine ({at, values})', async () => {
    localStorage.setItem(KEY, JSON.stringify({ at: 1, values: { name: 'Asha', city: 'Hassan' } }));
    wizard();
    expect(await screen.findByLabelText('City *')).toHaveValue('Hassan');
    // Without the leave guard a draft reopens without a word, as the PG and project wizards did.
    expect(screen.queryByText('We restored the draft you left here.')).toBeNull();
  });

  it('a draft of a step that no longer exists opens at the last step', async () => {
    localStorage.setItem(KEY, JSON.stringify({ step: 9, savedAt: 1, values: { name: 'Asha' } }));
    wizard();
    expect(await screen.findByRole('heading', { level: 2, name: 'City step' })).toBeInTheDocument();
  });

  it('posts on the last step, shows the result and forgets the draft', async () => {
    localStorage.setItem(KEY, JSON.stringify({ step: 1, savedAt: 1, values: { name: 'Asha', city: 'Mysuru' } }));
    wizard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Post thing' }));
    expect(await screen.findByText('posted Asha in Mysuru')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Post a thing');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('a refused post says why and keeps the draft', async () => {
    localStorage.setItem(KEY, JSON.stringify({ step: 1, savedAt: 1, values: { name: 'Asha', city: 'Mysuru' } }));
    wizard({ onSubmit: async () => { throw new AppError('unavailable', 'Server down'); } });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('City *'), ' North');
    await user.click(screen.getByRole('button', { name: 'Post thing' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Server down'));
    expect(localStorage.getItem(KEY)).toContain('Mysuru North');
    expect(screen.getByLabelText('City *')).toBeInTheDocument();
  });

  it('leave guard: back with changes asks; Cancel stays, Save Changes keeps the draft and leaves after "Changes Saved"', async () => {
    const { props } = wizard({ leaveGuard: true });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name *'), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    let dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull());
    expect(props.back).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(JSON.parse(localStorage.getItem(KEY)!).values.name).toBe('Asha');
    expect(await screen.findByText('Changes Saved Successfully')).toBeInTheDocument();
    await waitFor(() => expect(props.back).toHaveBeenCalledTimes(1), { timeout: 2000 });
  });

  it('leave guard: back without changes, or with the guard off, leaves at once', async () => {
    const guarded = wizard({ leaveGuard: true });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(guarded.props.back).toHaveBeenCalledTimes(1);
    guarded.unmount();

    const open = wizard();
    await user.type(screen.getByLabelText('Name *'), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(open.props.back).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a dialog step is a dialog named by its title; Escape goes back', async () => {
    const { props } = wizard({ steps: [{ ...steps[0]!, dialog: true }, steps[1]!] });
    const dialog = await screen.findByRole('dialog', { name: 'Name step' });
    expect(within(dialog).getByLabelText('Name *')).toBeInTheDocument();
    await act(async () => { await userEvent.setup().keyboard('{Escape}'); });
    expect(props.back).toHaveBeenCalled();
  });

  it('editing: a stored item that cannot be read says so, with a way back', async () => {
    wizard({ load: () => Promise.reject(new AppError('forbidden', 'Not yours')) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Not yours');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });
});
