import * as yup from 'yup';
import { personName, phoneNumber } from '@/lib/validation/auth';
import { REPORT_REASONS, USER_REPORT_REASONS } from './reasons';

// yup schemas shared by the trust forms and the server (server/trust/reports, reviews, contact, enquiries).

const id = (name: string) => yup.number().typeError(`${name} must be a number`).integer(`${name} must be a whole number`)
  .positive(`${name} must be a positive number`).max(2147483647, `${name} is too large`).required(`${name} is required`);

const text = (name: string, max: number) =>
  yup.string().typeError(`${name} must be text`).trim().max(max, `${name} must be at most ${max} characters`);

const details = text('details', 1000).when('reason', {
  is: 'other',
  then: (s) => s.required('Please tell us what is wrong'),
  otherwise: (s) => s.nullable().optional(),
});

const reason = (values: readonly { value: string }[]) => yup.string().typeError('reason must be text')
  .required('Please choose a reason')
  .oneOf(values.map((r) => r.value), `reason must be one of ${values.map((r) => r.value).join(', ')}`);

export const propertyReportSchema = yup.object({
  property_id: id('property_id'),
  property_type: yup.string().typeError('property_type must be a string').trim().required('property_type is required'),
  reason: reason(REPORT_REASONS),
  details,
});

export const userReportSchema = yup.object({
  user_id: id('user_id'),
  reason: reason(USER_REPORT_REASONS),
  details,
});

export const reviewReportSchema = yup.object({
  review_id: id('review_id'),
  details: text('details', 1000).nullable().optional(),
});

export const reviewSchema = yup.object({
  target_type: yup.string().typeError('target_type must be text').oneOf(['user', 'project'], 'target_type must be user or project').default('user'),
  target_id: id('target_id'),
  rating: yup.number().typeError('rating must be a number').integer('rating must be a whole number')
    .min(1, 'rating must be from 1 to 5').max(5, 'rating must be from 1 to 5').required('Please choose a rating'),
  review: text('review', 2000).required('Please write a few words').min(10, 'review must be at least 10 characters'),
});

export const replySchema = yup.object({
  review_id: id('review_id'),
  reply: text('reply', 2000).required('Please write a reply').min(2, 'reply must be at least 2 characters'),
});

export const contactSchema = yup.object({
  name: personName,
  email: yup.string().typeError('email must be text').trim().email('email must be a valid email!').required('Required!'),
  phone_number: yup.string().typeError('Please enter the valid phone number').trim()
    .matches(/^\d{10}$/, { message: 'Please enter the valid phone number', excludeEmptyString: true }).nullable().optional(),
  subject: text('subject', 200).nullable().optional(),
  message: text('message', 4000).required('Required!').min(10, 'message must be at least 10 characters'),
});

export const enquirySchema = yup.object({
  property_id: id('property_id'),
  property_type: yup.string().typeError('property_type must be a string').trim().required('property_type is required'),
  name: personName,
  phone_number: phoneNumber,
  email: yup.string().typeError('email must be text').trim().email('email must be a valid email!').nullable().optional(),
  message: text('message', 1000).required('Required!'),
});
