import type { DialogName } from '@/store/dialogs-slice';

/** A buyer (or no stored type) first says what they are; posters go straight to posting. */
export function chooserFor(role: string | null): DialogName {
  return !role || role === 'buyer' ? 'userType' : 'postChooser';
}
