import * as yup from 'yup';
import { personName } from '@/lib/validation/auth';
import { builderLogo, builderPersonName, builderRole, companyName } from '@/lib/validation/builder';
import { profileFormOf } from '@/lib/policy';
import { withBang } from '@/lib/validation/messages';
import { optionalEmail } from '@/lib/validation/register';
import type { SaveProfileArg } from '@/services/api/profile';
import type { CityArea } from '@/services/api/types';
import type { ProfileView } from './profile-details';

export type EditValues = {
  picture: string; name: string; email: string; description: string; city: CityArea | null;
  companyLogo: string; companyName: string; companyRole: string;
};

export const DESCRIPTION_MAX = 2000;
const description = yup.string().trim().max(DESCRIPTION_MAX, withBang(`Keep it within ${DESCRIPTION_MAX} characters`));
const city = yup.mixed<CityArea>().nullable();

/** Buyer, agent and owner: the registration name rule (SPEC §5 'Required', 'Enter a valid name'). */
export const personSchema = yup.object({ name: personName, email: optionalEmail, description, city });

/** Builder: the builder registration rules (SPEC §5) for the person and the company. */
export const builderSchema = yup.object({
  name: builderPersonName, email: optionalEmail, description, city,
  companyLogo: builderLogo, companyName, companyRole: builderRole,
});

export function initialValues({ user: u, builder_account_details: b }: ProfileView): EditValues {
  return {
    picture: u.profile_picture ?? '', name: u.name ?? '', email: u.email ?? '', description: u.description ?? '',
    city: u.city?.city ? { area: u.city.area ?? '', city: u.city.city, lat: u.city.lat ?? undefined, long: u.city.long ?? undefined } : null,
    companyLogo: b?.company_logo ?? '', companyName: b?.company_name ?? '', companyRole: b?.company_role ?? '',
  };
}

/** The update call for the role's profile form (lib/policy's profileFormOf: owners share the agent call) and its body. */
export function saveArg(role: string, v: EditValues): SaveProfileArg {
  const form = profileFormOf(role);
  const common = {
    name: v.name.trim(),
    email: v.email.trim() || undefined,
    description: v.description.trim(),
    city: v.city ?? undefined,
  };
  if (form === 'builder') {
    return {
      endpoint: 'builder',
      payload: { ...common, company_logo: v.companyLogo, company_name: v.companyName, company_role: v.companyRole.trim() },
    };
  }
  return { endpoint: form, payload: { ...common, profile_picture: v.picture || undefined } };
}
