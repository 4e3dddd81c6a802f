// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { GuestPostScreen } from '@/components/posting/guest-post-screen';
import { BASE, fail, ok, renderWithStore, useApiServer } from './profile-harness';

vi.mock('next/navigation', async () => {
  const h = await import('./profile-harness');
  return { useRouter: () => h.router, usePathname: () => '/post-property/guest/villa&sale' };
});
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('@/components/forms/compress-image', () => ({ compressImage: async (f: File) => f }));

const server = useApiServer();
beforeEach(() => { localStorage.clear(); sessionStorage.clear(); });

const guestScreen = () => renderWithStore(<GuestPostScreen group="residential" slug="villa" postType="sale" demoMode={false} />);

async function verify(user: ReturnType<typeof userEvent.setup>, otp = '4321') {
  await user.type(await screen.findByLabelText('Mobile number'), '9812345678');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  for (let i = 0; i < 4; i++) await user.type(await screen.findByLabelText(`OTP digit ${i + 1} of 4`), otp[i]!);
  await user.click(screen.getByRole('button', { name: 'VERIFY' }));
}

describe('guest posting: OTP first, then the wizard with a posting token (not a login)', () => {
  it('verifies the number through the guest OTP call and keeps the posting token for this tab only', async () => {
    const seen: { login?: unknown; verify?: unknown } = {};
    server.use(
      http.post(`${BASE}/api/user/auth/Login`, async ({ request }) => { seen.login = await request.json(); return ok({ otp_token: 'ot-1' }, 'OTP sent successfully'); }),
      http.post(`${BASE}/api/post-property-guest/verify-otp`, async ({ request }) => { seen.verify = await request.json(); return ok({ guest_token: 'guest-jwt' }); }),
    );
    guestScreen();
    const user = userEvent.setup();
    await verify(user);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Post Villa/Bungalow for sale');
    expect(seen.login).toEqual({ country_code: '+91', phone_number: '9812345678' });
    expect(seen.verify).toEqual({ otp_token: 'ot-1', otp: '4321' });
    expect(JSON.parse(sessionStorage.getItem('gb-guest-post')!)).toEqual({ token: 'guest-jwt', phone: '9812345678' });
    // Not a login: nothing lands in the session keys.
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('shows the server refusal under the OTP boxes', async () => {
    server.use(
      http.post(`${BASE}/api/user/auth/Login`, () => ok({ otp_token: 'ot-2' })),
      http.post(`${BASE}/api/post-property-guest/verify-otp`, () => fail('Invalid OTP', 400)),
    );
    guestScreen();
    const user = userEvent.setup();
    await verify(user, '1111');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP');
    expect(sessionStorage.getItem('gb-guest-post')).toBeNull();
  });

  it('keeps the token of this tab: a reload goes straight to the wizard and uploads carry it', async () => {
    let token: string | null = null;
    server.use(http.post(`${BASE}/api/property/images/upload-property-image`, ({ request }) => {
      token = request.headers.get('x-access-token');
      return ok({ id: 5, location: '/media/v-1600.webp' });
    }));
    sessionStorage.setItem('gb-guest-post', JSON.stringify({ token: 'guest-jwt', phone: '9812345678' }));
    localStorage.setItem('gb-post-draft:villa:sale', JSON.stringify({ step: 4, savedAt: 1, values: {} }));
    guestScreen();
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText(/^Add photos/), new File([new Uint8Array([1, 2])], 'v.png', { type: 'image/png' }));
    await waitFor(() => expect(token).toBe('guest-jwt'));
  });
});
