'use client';
import Link from 'next/link';
import { headerMenu, type Role } from '@/lib/menus';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { openDialog, requireLogin } from '@/store/dialogs-slice';
import { Avatar } from './avatar';
import { useDropdown } from './use-dropdown';
import { fill } from '@/lib/i18n/fill';
import type { AuthWords } from '@/components/auth/auth-words';

const MENU_ID = 'profile-menu-items';
// Written here, not imported from the dialogs' English words: this button is in every page's first load.
const ENGLISH: AuthWords['account'] = { menu: 'Profile menu for {name}', you: 'you', myAccount: 'My account', logout: 'Logout' };

/** Login button, or the profile menu of SPEC §6 when logged in. */
export function AccountArea({ loginLabel = 'Login', words = ENGLISH }: { loginLabel?: string; words?: AuthWords['account'] }) {
  const dispatch = useAppDispatch();
  const { loggedIn, name, user_type, profile_pic } = useAppSelector((s) => s.auth);
  const menu = useDropdown();
  if (!loggedIn) {
    return <button type="button" className="btn btn-primary" onClick={() => dispatch(requireLogin(null))}>{loginLabel}</button>;
  }
  const role = (user_type ?? 'buyer') as Role;
  return (
    <div {...menu.rootProps}>
      <button {...menu.toggleProps} id="profile-menu" aria-controls={MENU_ID}
        className="dropdown-toggle btn btn-light d-flex align-items-center gap-2 border"
        aria-label={fill(words.menu, { name: name ?? words.you })}>
        <Avatar name={name} src={profile_pic} role={role} size={28} />
        <span className="d-none d-md-inline text-truncate" style={{ maxWidth: 120 }}>{name ?? words.myAccount}</span>
      </button>
      {/* data-bs-popper: Bootstrap's CSS then places the menu under the toggle, end-aligned. */}
      <div id={MENU_ID} className={`${menu.menuClass} dropdown-menu-end`} data-bs-popper="static" aria-labelledby="profile-menu">
        {headerMenu(role).map((item) => (
          <Link key={item.key} href={item.href} className="dropdown-item" onClick={() => menu.close()}>{item.label}</Link>
        ))}
        <hr className="dropdown-divider" />
        <button type="button" className="dropdown-item" onClick={() => { menu.close(); dispatch(openDialog('logout')); }}>{words.logout}</button>
      </div>
    </div>
  );
}
