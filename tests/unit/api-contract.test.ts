import { describe, expectTypeOf, it } from 'vitest';
import type { Ok } from '@/services/http';
import type * as authApi from '@/services/api/auth';
import type * as consentApi from '@/services/api/consent';
import type * as grievanceApi from '@/services/api/grievances';
import type * as importsApi from '@/services/api/imports';
import type * as mapApi from '@/services/api/map';
import type * as plansApi from '@/services/api/plans';
import type * as postingApi from '@/services/api/posting';
import type * as profileApi from '@/services/api/profile';
import type * as searchApi from '@/services/api/search';
import type { Card, InvoiceApi } from '@/lib/contract';
import type { searchListingsOfBody, searchPgsOfBody } from '@/server/catalog/search/wire-body';
import type { mapCard } from '@/server/catalog/map/map-search';
import type { createListing, editListing } from '@/server/listings/posting/service';
import type { myPropertyList } from '@/server/listings/posting/my-properties';
import type { invoiceToApi } from '@/server/money/billing/invoices';
import type { createOrder, verifyOrder } from '@/server/money/payments/orders';
import type { consentsOf, withdrawConsent } from '@/server/accounts/consent/service';
import type { fileGrievance } from '@/server/trust/grievances/service';
import type { checkImport } from '@/server/listings/imports/check';
import type { importProgress } from '@/server/listings/imports/service';
import type { myProfile, profileBundle } from '@/server/accounts/users/service';
import type { receivedRequests } from '@/server/trust/callbacks/service';
import type { homeSections } from '@/server/catalog/search/home/sections';
import type { cancelPlan } from '@/server/money/plans/cancel';
import type { createEnquiry } from '@/server/trust/enquiries/service';
import type { saveReview } from '@/server/trust/reviews/service';
import type { myPropertyStatistics } from '@/server/listings/posting/my-properties';
import type * as trustApi from '@/services/api/trust';

// The client's calls and the server's row→API functions name one type each
// (lib/contract): a field renamed on either side fails `tsc` here and at every
// use. These assertions are checked by the type check; at run time they are no-ops.

/** What a services/api call resolves with inside the envelope. */
type Answer<F extends (...args: never[]) => Promise<Ok<unknown>>> = Awaited<ReturnType<F>>['data'];
/** What a server domain function resolves with. */
type Served<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

describe('the client and the server share the API contract', () => {
  it('search answers: the same cards', () => {
    expectTypeOf<Answer<typeof searchApi.searchByKind>>().toEqualTypeOf<Served<typeof searchListingsOfBody>>();
    expectTypeOf<Answer<typeof searchApi.pgSearch>>().toEqualTypeOf<Served<typeof searchPgsOfBody>>();
    expectTypeOf<Answer<typeof searchApi.searchByKind>['data'][number]>().toEqualTypeOf<Card>();
    expectTypeOf<Answer<typeof searchApi.fetchHomeRelated>>().toEqualTypeOf<Served<typeof homeSections>>();
  });

  it('a pin\'s card on the map is the card the server builds', () => {
    expectTypeOf<Answer<typeof mapApi.mapCard>>().toEqualTypeOf<Served<typeof mapCard>>();
  });

  it('posting results and My Properties', () => {
    expectTypeOf<Answer<typeof postingApi.createListing>>().toEqualTypeOf<Served<typeof createListing>>();
    expectTypeOf<Answer<typeof postingApi.editListing>>().toEqualTypeOf<Served<typeof editListing>>();
    expectTypeOf<Answer<typeof postingApi.myPropertyList>>().toEqualTypeOf<Served<typeof myPropertyList>>();
    // With a property_id the call answers one listing's figures (the first of the server's two shapes).
    expectTypeOf<Answer<typeof postingApi.myPropertyStatistics>>().toMatchTypeOf<Served<typeof myPropertyStatistics>>();
  });

  it('orders and invoices', () => {
    expectTypeOf<Answer<typeof plansApi.verifyOrder>>().toEqualTypeOf<Served<typeof verifyOrder>>();
    expectTypeOf<Answer<typeof plansApi.createOrder>>().toMatchTypeOf<Served<typeof createOrder>>();
    expectTypeOf<ReturnType<typeof invoiceToApi>>().toEqualTypeOf<InvoiceApi>();
    expectTypeOf<Answer<typeof plansApi.cancelPlan>>().toEqualTypeOf<Served<typeof cancelPlan>>();
  });

  it('profile, consents, complaints, imports and callbacks', () => {
    expectTypeOf<Answer<typeof authApi.verifyOtp>['user']>().toEqualTypeOf<Served<typeof profileBundle>['user']>();
    expectTypeOf<Answer<typeof profileApi.fetchMyProfile>>().toEqualTypeOf<Served<typeof myProfile>>();
    expectTypeOf<Answer<typeof profileApi.saveProfile>>().toEqualTypeOf<Served<typeof profileBundle>>();
    expectTypeOf<Answer<typeof consentApi.listConsents>>().toEqualTypeOf<Served<typeof consentsOf>>();
    expectTypeOf<Answer<typeof consentApi.withdrawConsent>>().toEqualTypeOf<Served<typeof withdrawConsent>>();
    expectTypeOf<Answer<typeof grievanceApi.fileGrievance>>().toEqualTypeOf<Served<typeof fileGrievance>>();
    expectTypeOf<Answer<typeof importsApi.checkImport>>().toEqualTypeOf<Served<typeof checkImport>>();
    expectTypeOf<Answer<typeof importsApi.importStatus>>().toEqualTypeOf<Served<typeof importProgress>>();
    expectTypeOf<Answer<typeof profileApi.fetchMyPropertyRequestCallbacks>>().toEqualTypeOf<Served<typeof receivedRequests>>();
    expectTypeOf<Answer<typeof trustApi.createEnquiry>>().toEqualTypeOf<Served<typeof createEnquiry>>();
    // The route answers the review alone (server/trust/reviews/routes.ts), not saveReview's { review, edited }.
    expectTypeOf<Answer<typeof trustApi.createReview>>().toEqualTypeOf<Served<typeof saveReview>['review']>();
  });
});
