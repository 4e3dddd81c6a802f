import { describe, expect, it } from 'vitest';
import { guestOnly, malformedPath, needsLogin, pageWithTrailingSlash } from '@/middleware';

describe('middleware rules (SPEC §2 Redirects)', () => {
  it('keeps visitors without a token out of profile and subscription pages, except the public views', () => {
    expect(needsLogin('/profile-pages/saved-property')).toBe(true);
    expect(needsLogin('/profile-pages/my-profile/edit-profile')).toBe(true);
    expect(needsLogin('/subscription/builder')).toBe(true);
    expect(needsLogin('/profile-pages/view-profile-details')).toBe(false);
    expect(needsLogin('/profile-pages/view-project-profile-details')).toBe(false);
    expect(needsLogin('/search/residential/type=sale')).toBe(false);
  });

  it('sends logged-in users away from guest posting only', () => {
    expect(guestOnly('/post-property/guest')).toBe(true);
    expect(guestOnly('/post-property/guest/apartment&sale')).toBe(true);
    expect(guestOnly('/post-property/residential/villa/sale')).toBe(false);
  });

  it('recognises paths that cannot be decoded', () => {
    expect(malformedPath('/search/residential/x%%%')).toBe(true);
    expect(malformedPath('/search/residential/type%3Dsale')).toBe(false);
  });

  it('redirects pages with a trailing slash but lets API paths through', () => {
    expect(pageWithTrailingSlash('/static-pages/aboutus/')).toBe(true);
    expect(pageWithTrailingSlash('/api/search/auto-complete/')).toBe(false);
    expect(pageWithTrailingSlash('/')).toBe(false);
  });
});
