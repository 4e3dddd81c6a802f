'use client';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { requireLogin, type PendingAction } from '@/store/dialogs-slice';
import { setShow } from '@/store/list-slice';
import { usePostProperty } from './post-property-button';
import { inPageLocale } from '@/lib/i18n/locales';

/** The bar's words in the page's language, and its home page (`home`: '/hi' on a Hindi page). */
export type BottomBarWords = { label: string; home: string; search: string; post: string; saved: string; profile: string };
export const ENGLISH_BOTTOM_BAR_WORDS: BottomBarWords = { label: 'Quick navigation', home: 'Home', search: 'Search', post: 'Add Property', saved: 'Saved', profile: 'Profile' };

const SAVED = '/profile-pages/saved-property';
const PROFILE = '/profile-pages/my-profile/view-profile';

const Icon = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true"><path d={d} /></svg>
);

/** SPEC §2 mobile bottom bar; saved and profile need login, else the login dialog opens. */
export function MobileBottomBar({ words: w = ENGLISH_BOTTOM_BAR_WORDS, home = '/' }: { words?: BottomBarWords; home?: string }) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const path = usePathname();
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const city = useAppSelector((s) => s.location.data.city);
  const post = usePostProperty();
  const guarded = (href: string, pending: PendingAction) => () =>
    loggedIn ? router.push(href) : dispatch(requireLogin(pending));
  const current = (href: string) => (path === href ? 'page' : undefined);
  // SPEC §2: search opens the filter sheet, which lives on the search pages.
  // The route writer loads on this click, not with every page.
  const openSearch = async () => {
    dispatch(setShow(true));
    if (path.startsWith('/search/')) return;
    const { citySearchHref } = await import('@/lib/search-links');
    router.push(inPageLocale(citySearchHref(city)));
  };

  return (
    <nav className="bottom-bar" aria-label={w.label}>
      <Link href={home} aria-current={current(home)}><Icon d="M3 11l9-8 9 8v10H14v-6h-4v6H3z" />{w.home}</Link>
      <button type="button" onClick={openSearch}><Icon d="M11 4a7 7 0 100 14 7 7 0 000-14zm10 17l-5-5" />{w.search}</button>
      <button type="button" onClick={post}><Icon d="M12 5v14M5 12h14" />{w.post}</button>
      <button type="button" onClick={guarded(SAVED, { type: 'savedPage' })} aria-current={current(SAVED)}>
        <Icon d="M6 3h12v18l-6-4-6 4z" />{w.saved}
      </button>
      <button type="button" onClick={guarded(PROFILE, { type: 'profilePage' })} aria-current={current(PROFILE)}>
        <Icon d="M12 12a4 4 0 100-8 4 4 0 000 8zm-8 9a8 8 0 0116 0" />{w.profile}
      </button>
    </nav>
  );
}
