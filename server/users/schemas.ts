import 'server-only';
import * as yup from 'yup';
import { personName } from '@/lib/validation/auth';

export const initialRegisterBody = yup.object({
  name: personName,
  email: yup.string().trim().email('email must be a valid email!').max(254).nullable().optional(),
  profile_picture: yup.string().trim().max(500).nullable().optional(),
});

export const roleTypeBody = yup.object({
  role_type: yup.string().required('role_type is required')
    .oneOf(['buyer', 'agent', 'owner', 'builder'] as const, 'role_type must be one of buyer, agent, owner, builder'),
});

export const publicUserBody = yup.object({
  user_id: yup.number().typeError('user_id must be a number').integer().positive().required('user_id is required'),
});
