import { post } from '@/services/http';
import type {
  ContactReceived, EnquiryApi, ItemReported, NumberShared, ReportApi, ReviewApi, SavedSearchApi, SavedSearchDeleted,
} from '@/lib/contract';

// One function per trust and leads call (server/trust/reports, reviews, contact, faq, enquiries, leads, alerts, admin).
type Payload = Record<string, unknown>;

export const createPropertyReport = (body: Payload) => post<ItemReported>('/api/report/create-property-report', body);
export const createUserReport = (body: Payload) => post<ReportApi>('/api/report/create-user-report', body);
export const createReviewReport = (body: Payload) => post<ReportApi>('/api/report/create-review-report', body);
export const createReview = (body: Payload) => post<ReviewApi>('/property/rating-and-review/user-rating-create', body);
export const replyToReview = (body: Payload) => post<ReviewApi>('/property/rating-and-review/reply', body);
export const createContactUs = (body: Payload) => post<ContactReceived>('/api/contactUs/create-contactUs', body);
export const createEnquiry = (body: Payload) => post<EnquiryApi>('/api/enquiry/create-enquiry', body);
export const shareMyNumber = (body: { lead_type: string; lead_id: number }) => post<NumberShared>('/api/user/leads/share-number', body);
export const createSavedSearch = (body: Payload) => post<SavedSearchApi>('/api/saved-search/create', body);
export const updateSavedSearch = (body: Payload) => post<SavedSearchApi>('/api/saved-search/update', body);
export const deleteSavedSearch = (id: number) => post<SavedSearchDeleted>('/api/saved-search/delete', { id });
export const adminAction = (action: string, body: Payload) => post<unknown>(`/api/admin/${action}`, body);
