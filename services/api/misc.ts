import { post } from '@/services/http';
import type {
  CallbackApi, ContactReceived, FaqApi, ItemReported, NewsletterSignup, ReportApi, ReviewApi,
} from '@/lib/contract';
import type { Payload } from './types';

// SPEC §7 "Reports and leads" and the footer newsletter.

/** Success shows the server message (SPEC §7), so callers read `.message`. */
export const createNewsletter = (email: string) =>
  post<NewsletterSignup>('/api/news-letter/create-news-letter', { email });

export const createContactUs = (body: Payload) => post<ContactReceived>('/api/contactUs/create-contactUs', body);

export const findAllFaq = (body: Payload = {}) => post<FaqApi[]>('/api/faq/find-all-faq', body);

export const createPropertyReport = (body: Payload) => post<ItemReported>('/api/report/create-property-report', body);
export const createUserReport = (body: Payload) => post<ReportApi>('/api/report/create-user-report', body);

export const createRequestCallBack = (body: Payload) =>
  post<CallbackApi>('/api/requestCallBack/create-requestCallBack', body);

export const createRating = (body: Payload) =>
  post<ReviewApi>('/property/rating-and-review/user-rating-create', body);
