// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { AgentReraForm } from '@/components/profile/agent-rera-form';
import { BASE, fail, ok, renderWithStore, useApiServer } from './profile-harness';

const server = useApiServer();
const NUMBER = 'PRM/KA/RERA/1251/309/AG/171014/000123';
const REFUSED = 'number: Enter a valid RERA registration number (Karnataka agents: like PRM/KA/RERA/1251/309/AG/171014/000123)';
const describedBy = (el: HTMLElement) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((i) => document.getElementById(i)?.textContent).join(' | ');

function open() {
  renderWithStore(<AgentReraForm initial={null} />, { role: 'agent' });
  const form = screen.getByRole('form', { name: 'RERA agent registration' });
  return { form, user: userEvent.setup(), number: within(form).getByLabelText('RERA agent registration number'), state: within(form).getByLabelText('State of registration') };
}

describe("an agent's RERA registration form", () => {
  it("shows the server's refusal as the number field's error, tied to it, and clears it on the next edit", async () => {
    server.use(http.post(`${BASE}/api/user/rera-registration`, () => fail(REFUSED, 400, { field: 'number' })));
    const { form, user, number, state } = open();
    await user.selectOptions(state, 'Karnataka');
    await user.type(number, 'PRM/KA/RERA/1251/309/PR/171014/000287');
    await user.click(within(form).getByRole('button', { name: 'Save RERA registration' }));
    await waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'));
    expect(describedBy(number)).toBe(`${REFUSED.slice('number: '.length)} | For example ${NUMBER}`);
    expect(within(form).getByRole('status')).toHaveTextContent('');
    await user.type(number, '1');
    await waitFor(() => expect(number).not.toHaveAttribute('aria-invalid'));
    expect(describedBy(number)).toBe(`For example ${NUMBER}`);
  });

  it('saves, shows the number as stored and says where it now shows; Remove clears it', async () => {
    let sent: unknown = null;
    server.use(
      http.post(`${BASE}/api/user/rera-registration`, async ({ request }) => {
        sent = await request.json();
        return ok({ state: 'Karnataka', number: NUMBER, authority: 'Karnataka RERA', site: 'https://rera.karnataka.gov.in/' });
      }),
      http.post(`${BASE}/api/user/rera-registration/remove`, () => ok({ removed: true })),
    );
    const { form, user, number, state } = open();
    expect(within(form).queryByRole('button', { name: 'Remove' })).toBeNull();
    await user.selectOptions(state, 'Karnataka');
    await user.type(number, NUMBER.toLowerCase());
    await user.click(within(form).getByRole('button', { name: 'Save RERA registration' }));
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('RERA registration saved. It now shows on your listings and profile.'));
    expect(sent).toEqual({ state: 'Karnataka', number: NUMBER.toLowerCase() });
    expect(number).toHaveValue(NUMBER);
    await user.click(within(form).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('RERA registration removed.'));
    expect(number).toHaveValue('');
    expect(state).toHaveValue('');
  });

  it('a failure that names no field (the service down) goes to the status line', async () => {
    server.use(http.post(`${BASE}/api/user/rera-registration`, () => fail('Try again later', 503)));
    const { form, user, number, state } = open();
    await user.selectOptions(state, 'Goa');
    await user.type(number, 'PRGO12345');
    await user.click(within(form).getByRole('button', { name: 'Save RERA registration' }));
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Try again later'));
    expect(number).not.toHaveAttribute('aria-invalid');
  });
});
