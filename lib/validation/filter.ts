import * as yup from 'yup';

// SPEC §3 "Filter form values" and §5 "Filter form": only choice_type is
// validated; the other fields are free choices the submit helpers
// (lib/filter-submit-values.ts) expand.

export type FilterFormValues = {
  choice_type: string;
  status: string;
  amenities: string[];
  parking: string;
  transcation: string;
  postedSince: string;
  verified: boolean;
  propertyType: string[];
  bedrooms: string[];
  bathrooms: string[];
  furnishingStatus: string[];
  facing: string[];
};

export const FILTER_FORM_INITIAL: FilterFormValues = {
  choice_type: 'sell',
  status: '',
  amenities: [],
  parking: '',
  transcation: '',
  postedSince: '',
  verified: false,
  propertyType: [],
  bedrooms: [],
  bathrooms: [],
  furnishingStatus: [],
  facing: [],
};

export const filterFormSchema = yup.object({ choice_type: yup.string() });

export {
  bathroomsForSubmit, bedroomsForSubmit, pgGendersForSubmit, pgRoomTypesForSubmit,
} from '@/lib/filter-submit-values';
