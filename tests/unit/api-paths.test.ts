import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import axios from 'axios';
import { http as client } from '@/services/axios-client';
import * as auth from '@/services/api/auth';
import * as search from '@/services/api/search';
import * as bookmarks from '@/services/api/bookmarks';
import * as profile from '@/services/api/profile';
import * as misc from '@/services/api/misc';

// Every SPEC §7 call this client makes, with its method and exact path (typos included).
const BASE = 'http://api.test';
const hits: { method: string; path: string; body: unknown }[] = [];
const server = setupServer(
  http.all(`${BASE}/*`, async ({ request }) => {
    const u = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    let body: unknown = text;
    try { body = text ? JSON.parse(text) : undefined; } catch { /* multipart stays text */ }
    hits.push({ method: request.method, path: `${u.pathname}${u.search}`, body });
    return HttpResponse.json({ status: 'success', message: 'ok', data: { is_deleted: false } });
  }),
);

beforeAll(() => {
  client.defaults.baseURL = BASE;
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());
beforeEach(() => { hits.length = 0; });

const b = { k: 1 };
const cases: [string, () => Promise<unknown>, string, string, unknown?][] = [
  ['login', () => auth.login({ country_code: '+91', phone_number: '9876543210' }), 'POST', '/api/user/auth/Login',
    { country_code: '+91', phone_number: '9876543210' }],
  ['verifyOtp', () => auth.verifyOtp({ otp_token: 't', otp: '1234' }), 'POST', '/api/user/auth/VerifyOtp', { otp_token: 't', otp: '1234' }],
  ['resendOtp', () => auth.resendOtp({ otp_token: 't' }), 'POST', '/api/user/auth/ResendOtp', { otp_token: 't' }],
  ['logout', () => auth.logout(), 'DELETE', '/auth/logout'],
  ['guestVerifyOtp', () => auth.guestVerifyOtp(b), 'POST', '/api/post-property-guest/verify-otp', b],
  ['initialRegister', () => auth.initialRegister({ name: 'A B', email: 'a@b.in', profile_picture: '' }), 'POST',
    '/api/user/intial-register', { name: 'A B', email: 'a@b.in', profile_picture: '' }],
  ['fetchMyProfile', () => auth.fetchMyProfile(), 'POST', '/api/user/fetch-my-profile', {}],
  ['updateRoleType', () => auth.updateRoleType('agent'), 'POST', '/api/user/update-role-type', { role_type: 'agent' }],
  ['fetchPublicUser', () => auth.fetchPublicUser(b), 'POST', '/api/public/featch-user-details', b],
  ['residentialSearch', () => search.residentialSearch({ page: 1, limit: 20 }), 'POST', '/api/search/residential-property-search-v2', { page: 1, limit: 20 }],
  ['commercialSearch', () => search.commercialSearch({ page: 1, limit: 20 }), 'POST', '/api/search/commercial-property-search-v2'],
  ['agricultureSearch', () => search.agricultureSearch({ page: 1, limit: 20 }), 'POST', '/api/search/agriculture-property-search-v2'],
  ['pgSearch', () => search.pgSearch({ page: 1, limit: 20 }), 'POST', '/api/search/pg-search-v2'],
  ['autoComplete', () => search.autoComplete(2, 'Mysuru', 'vi'), 'POST', '/api/search/auto-complete/?page_no=2',
    { city_name: 'Mysuru', search_string: 'vi' }],
  ['fetchHomeRelated', () => search.fetchHomeRelated(), 'POST', '/api/home/fetch-home-related-property'],
  ['createViewedProperty', () => search.createViewedProperty(b), 'POST', '/api/public/create-viewedProperty', b],
  ['viewedList', () => search.viewedList(3), 'POST', '/api/viewedProperty/viewed-properties-list?page_no=3'],
  ['analyticsCreate', () => search.analyticsCreate({ action_type: 'filter_button', property_type: 'apartment', property_id: 9, page_no: 1 }),
    'POST', '/api/analytics/create', { action_type: 'filter_button', property_type: 'apartment', property_id: 9, page_no: 1 }],
  ['savedProperties', () => bookmarks.savedProperties(0), 'POST', '/api/property/bookmark/saved-properties?page_no=0'],
  ['createBookmark', () => bookmarks.createBookmark({ property_id: 5, property_type: 'villa' }), 'POST',
    '/api/property/bookmark/create-bookmarks', { property_id: 5, property_type: 'villa' }],
  ['updateBuyerProfile', () => profile.updateBuyerProfile({ name: 'A' }), 'POST', '/api/user/update-buyer-profile', { name: 'A' }],
  ['updateAgentProfile', () => profile.updateAgentProfile({ name: 'A' }), 'POST', '/api/user/update-agent-profile'],
  ['updateBuilderProfile', () => profile.updateBuilderProfile({ name: 'A' }), 'POST', '/api/user/update-builder-profile'],
  ['createBuilderRegister', () => profile.createBuilderRegister({ company_logo: 'l', name: 'Ravi', company_name: 'Acme', company_role: 'CEO' }),
    'POST', '/api/user/create-builder-register', { company_logo: 'l', name: 'Ravi', company_name: 'Acme', company_role: 'CEO' }],
  ['profile.updateRoleType', () => profile.updateRoleType('owner'), 'POST', '/api/user/update-role-type', { role_type: 'owner' }],
  ['sendVerifyEmail', () => profile.sendVerifyEmail(b), 'POST', '/profile/send-verify-email', b],
  ['verifyEmail', () => profile.verifyEmail(b), 'POST', '/profile/verify-email', b],
  ['updateNotificationSettings', () => profile.updateNotificationSettings(b), 'POST', '/api/user/settings/update-notification', b],
  ['findAllRequestCallbacks', () => profile.findAllRequestCallbacks(b), 'POST', '/api/user/request-callback/findAll', b],
  ['createRequestCallback', () => profile.createRequestCallback(b), 'POST', '/api/user/request-callback/create', b],
  ['fetchMyPropertyRequestCallbacks', () => profile.fetchMyPropertyRequestCallbacks(), 'GET', '/api/user/my-property/fetch-request-callback'],
  ['createNewsletter', () => misc.createNewsletter('a@b.in'), 'POST', '/api/news-letter/create-news-letter', { email: 'a@b.in' }],
  ['createContactUs', () => misc.createContactUs(b), 'POST', '/api/contactUs/create-contactUs', b],
  ['findAllFaq', () => misc.findAllFaq(), 'POST', '/api/faq/find-all-faq'],
  ['createPropertyReport', () => misc.createPropertyReport(b), 'POST', '/api/report/create-property-report', b],
  ['createUserReport', () => misc.createUserReport(b), 'POST', '/api/report/create-user-report', b],
  ['createRequestCallBack', () => misc.createRequestCallBack(b), 'POST', '/api/requestCallBack/create-requestCallBack', b],
  ['createRating', () => misc.createRating(b), 'POST', '/property/rating-and-review/user-rating-create', b],
];

describe('SPEC §7 call paths', () => {
  it.each(cases)('%s', async (_name, call, method, path, body) => {
    await call();
    expect(hits).toHaveLength(1);
    expect(hits[0].method).toBe(method);
    expect(hits[0].path).toBe(path);
    if (body !== undefined) expect(hits[0].body).toEqual(body);
  });

  it('multipart uploads go to their paths', async () => {
    const blob = new Blob(['x'], { type: 'image/png' });
    await profile.uploadUserImage(blob, 'a.png');
    await profile.uploadCompanyLogo(blob, 'b.png');
    expect(hits.map((h) => `${h.method} ${h.path}`)).toEqual([
      'POST /api/user/images/upload-user-image',
      'POST /profile/upload-company-logo',
    ]);
    expect(String(hits[0].body)).toContain('name="image"');
    expect(String(hits[1].body)).toContain('name="file"');
  });

  it('an aborted call stays an axios cancel, not an AppError', async () => {
    const ctl = new AbortController();
    ctl.abort();
    const err = await search.autoComplete(0, 'Pune', 'a', { signal: ctl.signal }).catch((e: unknown) => e);
    expect(axios.isCancel(err)).toBe(true);
  });

  it('bookmarkToastText follows is_deleted', () => {
    expect(bookmarks.bookmarkToastText({ is_deleted: true })).toBe('Property removed successfully');
    expect(bookmarks.bookmarkToastText({ is_deleted: false })).toBe('Property saved successfully');
  });
});
