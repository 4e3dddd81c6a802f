import type { Page } from '@playwright/test';

/**
 * Signs a browser in as an API actor the way a login through the dialog leaves it:
 * the access_token cookie (server-rendered pages) and the client's session in
 * localStorage (SPEC §3: the axios client sends x-access-token from it).
 */
export async function signInBrowser(page: Page, baseURL: string, who: { token: string; phone: string },
  o: { userType: 'owner' | 'agent' | 'builder' | 'buyer'; name: string; city?: string }) {
  const city = o.city ?? 'Mysuru';
  await page.context().addCookies([{ name: 'access_token', value: who.token, url: baseURL }, { name: 'city_name', value: city, url: baseURL }]);
  await page.addInitScript((s) => { for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v); }, {
    accessToken: who.token, user_type: o.userType, name: o.name, mobile: who.phone, country_code: '+91',
    mobileVerified: 'true', profileCompleted: 'true', city_name: city,
  });
}
