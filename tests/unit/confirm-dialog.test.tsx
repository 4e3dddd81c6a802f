// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';

// jsdom lays nothing out, so every offsetParent is null and wrapFocus would see no visible
// control: give each element its parent, as a laid-out page would.
const layout = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
beforeAll(() => Object.defineProperty(HTMLElement.prototype, 'offsetParent', { configurable: true, get() { return this.parentNode; } }));
afterAll(() => { if (layout) Object.defineProperty(HTMLElement.prototype, 'offsetParent', layout); });

function open(extra: Partial<Parameters<typeof ConfirmDialog>[0]> = {}, body = <p>It leaves search at once.</p>) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  render(
    <>
      <button type="button">Behind the dialog</button>
      <ConfirmDialog show onCancel={onCancel} onConfirm={onConfirm} title="Delete this listing?" confirmLabel="Delete" {...extra}>
        {body}
      </ConfirmDialog>
    </>,
  );
  return { onCancel, onConfirm, user: userEvent.setup(), dialog: screen.getByRole('dialog', { name: 'Delete this listing?' }) };
}

describe('ConfirmDialog', () => {
  it('is named by its title and keeps Tab and Shift+Tab among its own controls', async () => {
    const { dialog, user } = open();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    confirm.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    close.focus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('leaves with Escape, Close and Cancel without confirming', async () => {
    const { dialog, user, onCancel, onConfirm } = open();
    within(dialog).getByRole('button', { name: 'Delete' }).focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(3);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with its button, and not while busy or not yet possible', async () => {
    const { dialog, user, onConfirm } = open({ cancelLabel: 'Keep plan', confirmLabel: 'Yes, cancel plan' });
    expect(within(dialog).getByRole('button', { name: 'Keep plan' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel plan' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('a disabled confirmation (empty typed number) cannot be submitted with Enter either', async () => {
    const { dialog, user, onConfirm } = open({ confirmDisabled: true }, <input aria-label="Your mobile number" />);
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Your mobile number'), '{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
