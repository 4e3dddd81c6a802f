import * as yup from 'yup';

export const GRIEVANCE_CATEGORIES = {
  listing: 'A listing or a poster',
  payment: 'A payment, plan or invoice',
  privacy: 'My personal data',
  account: 'My account',
  other: 'Something else',
} as const;
export type GrievanceCategory = keyof typeof GRIEVANCE_CATEGORIES;

export const grievanceSchema = yup.object({
  name: yup.string().typeError('name must be text').trim().required('Required!').max(100, 'name must be at most 100 characters'),
  email: yup.string().typeError('email must be text').trim().email('email must be a valid email!').required('Required!'),
  phone_number: yup.string().typeError('Please enter the valid phone number').trim()
    .matches(/^\d{10}$/, { message: 'Please enter the valid phone number', excludeEmptyString: true }).nullable().optional(),
  category: yup.string().typeError('category must be text').required('Required!')
    .oneOf(Object.keys(GRIEVANCE_CATEGORIES), `category must be one of ${Object.keys(GRIEVANCE_CATEGORIES).join(', ')}`),
  subject: yup.string().typeError('subject must be text').trim().required('Required!').max(200, 'subject must be at most 200 characters'),
  message: yup.string().typeError('message must be text').trim().required('Required!')
    .min(20, 'message must be at least 20 characters').max(4000, 'message must be at most 4000 characters'),
});
export type GrievanceBody = yup.InferType<typeof grievanceSchema>;

export const grievanceResolveSchema = yup.object({
  id: yup.number().typeError('id must be a number').integer().positive().required('id is required'),
  reason: yup.string().typeError('reason must be text').trim().required('Write the reply the complainant will get')
    .min(5, 'reply must be at least 5 characters').max(4000, 'reply must be at most 4000 characters'),
});
