// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'react-toastify';
import { dialogsInitial } from '@/store/dialogs-slice';
import { authInitial } from '@/store/auth-slice';
import { signupInitial } from '@/store/signup-slice';
import { MobileDialog } from '@/components/auth/mobile-dialog';
import { OtpDialog } from '@/components/auth/otp-dialog';
import { LogoutDialog } from '@/components/auth/logout-dialog';
import { AccountArea } from '@/components/layout/account-area';
import { authWords } from '@/components/auth/auth-words-server';
import { translatorFor } from '@/server/platform/i18n/translator';
import en from '@/messages/en.json';
import { BASE, renderWithStore, useApiServer } from './profile-harness';

// The login dialogs in Hindi and Kannada: their own words, the validation
// messages and the server's coded messages, from the words handed down.

vi.mock('next/navigation', async () => {
  const h = await import('./profile-harness');
  return { useRouter: () => h.router, usePathname: () => '/' };
});
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const server = useApiServer();
const HI = authWords(translatorFor('hi'), 'hi');
const KN = authWords(translatorFor('kn'), 'kn');
const guest = { auth: authInitial };

describe('login dialogs in the page language', () => {
  it('ask for the number in Hindi, and word a missing number in Hindi', async () => {
    const user = userEvent.setup();
    renderWithStore(<MobileDialog demoMode={false} words={HI} />, {}, { ...guest, dialogs: { ...dialogsInitial, open: 'mobile' } });
    const dialog = screen.getByRole('dialog', { name: 'लॉग इन करें या खाता बनाएँ' });
    expect(within(dialog).getByLabelText('मोबाइल नंबर')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'आगे बढ़ें' }));
    expect(await within(dialog).findByText('अपना फ़ोन नंबर डालें')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Enter your phone number/)).toBeNull();
  });

  it("toast the server's coded answer in Kannada", async () => {
    server.use(http.post(`${BASE}/api/user/auth/Login`, () => HttpResponse.json(
      { status: 'fail', message: 'Please wait 25 seconds before requesting another OTP.', code: 'otp_send_wait', params: { n: 25 }, data: { retry_after: 25 } },
      { status: 429 },
    )));
    const user = userEvent.setup();
    renderWithStore(<MobileDialog demoMode={false} words={KN} />, {}, { ...guest, dialogs: { ...dialogsInitial, open: 'mobile' } });
    const dialog = screen.getByRole('dialog', { name: 'ಲಾಗಿನ್ ಅಥವಾ ಖಾತೆ ತೆರೆಯಿರಿ' });
    await user.type(within(dialog).getByLabelText('ಮೊಬೈಲ್ ಸಂಖ್ಯೆ'), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'ಮುಂದುವರಿಯಿರಿ' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('ಇನ್ನೊಂದು ಒಟಿಪಿ ಕೇಳುವ ಮೊದಲು ದಯವಿಟ್ಟು 25 ಸೆಕೆಂಡು ಕಾಯಿರಿ.'));
  });

  it('show a wrong OTP in Hindi under the boxes, and an unknown code in the English the server sent', async () => {
    let answer = { message: 'Invalid OTP. 2 attempts left.', code: 'otp_invalid', params: { n: 2 } };
    server.use(http.post(`${BASE}/api/user/auth/VerifyOtp`, () => HttpResponse.json({ status: 'fail', ...answer, data: answer.message }, { status: 400 })));
    const user = userEvent.setup();
    renderWithStore(<OtpDialog demoMode={false} words={HI} />, {}, {
      ...guest, dialogs: { ...dialogsInitial, open: 'otp' }, signup: { ...signupInitial, phoneNumber: '9876543210' },
    });
    const dialog = screen.getByRole('dialog', { name: 'अपना नंबर सत्यापित करें' });
    expect(dialog).toHaveTextContent('+91 9876543210 पर भेजा गया 4 अंकों का ओटीपी डालें');
    expect(dialog).toHaveTextContent(/00:\d\d बाद ओटीपी दोबारा भेजें/);
    await user.click(within(dialog).getByRole('button', { name: 'सत्यापित करें' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('ओटीपी डालें');
    await user.click(within(dialog).getByLabelText('ओटीपी का अंक 1, कुल 4 में से'));
    await user.keyboard('1234');
    await user.click(within(dialog).getByRole('button', { name: 'सत्यापित करें' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('ओटीपी ग़लत है। बची कोशिशें: 2।'));
    expect(toast.error).toHaveBeenCalledWith('ओटीपी ग़लत है। बची कोशिशें: 2।');

    answer = { message: 'Something new went wrong.', code: 'brand_new_code', params: { n: 1 } };
    await user.click(within(dialog).getByRole('button', { name: 'सत्यापित करें' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Something new went wrong.'));
  });

  it('keep the English of the SPEC without words', async () => {
    renderWithStore(<LogoutDialog />, {}, { dialogs: { ...dialogsInitial, open: 'logout' } });
    const dialog = screen.getByRole('dialog', { name: 'Log out?' });
    expect(within(dialog).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('word the profile menu in Kannada, and default to the English catalogue', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithStore(<AccountArea words={{ ...KN.account }} />, { name: 'Asha' });
    await user.click(screen.getByRole('button', { name: 'Asha ಅವರ ಪ್ರೊಫೈಲ್ ಮೆನು' }));
    expect(screen.getByRole('button', { name: 'ಲಾಗ್ ಔಟ್' })).toBeInTheDocument();
    unmount();
    renderWithStore(<AccountArea />, { name: 'Asha' });
    expect(screen.getByRole('button', { name: en.auth.account.menu.replace('{name}', 'Asha') })).toBeInTheDocument();
  });
});
