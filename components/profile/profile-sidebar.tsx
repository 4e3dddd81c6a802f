'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { Avatar } from '@/components/layout/avatar';
import { sidebarMenu, type Role } from '@/lib/menus';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { openDialog } from '@/store/dialogs-slice';
import { fill } from '@/lib/i18n/fill';
import { localePath, splitLocale } from '@/lib/i18n/locales';
import { ENGLISH_PROFILE_WORDS, type ProfileWords } from './profile-words';

/**
 * SPEC §2 sidebar: avatar, name, country code and phone, the role's menu and
 * Logout at the bottom. Reads the session from the store so a role change
 * (user type chooser, builder registration) shows at once, without a reload.
 * Below 992 px the menu folds behind a toggle above the page content.
 */
export function ProfileSidebar({ words = ENGLISH_PROFILE_WORDS }: { words?: ProfileWords }) {
  const dispatch = useAppDispatch();
  // The menu's paths are unprefixed; a Hindi or Kannada page's path is compared without its prefix.
  const path = splitLocale(usePathname()).path;
  const label = (key: string) => words.items[key as keyof ProfileWords['items']];
  const [open, setOpen] = useState(false);
  const { name, mobile, country_code, profile_pic, user_type } = useAppSelector((s) => s.auth);
  const role = (user_type ?? 'buyer') as Role;
  const items = sidebarMenu(role);
  const current = items.find((i) => path === i.href);

  return (
    <aside className="profile-sidebar" aria-label={words.yourAccount}>
      <div className="profile-sidebar__who">
        <Avatar name={name} src={profile_pic} role={role} size={56} />
        <div className="profile-sidebar__text">
          <p className="profile-sidebar__name" data-testid="sidebar-name">{name ?? words.yourAccount}</p>
          {mobile && <p className="profile-sidebar__phone">{country_code ?? '+91'} {mobile}</p>}
        </div>
        <button type="button" className="btn btn-outline-secondary btn-sm profile-sidebar__toggle"
          aria-expanded={open} aria-controls="profile-nav" onClick={() => setOpen((o) => !o)}>
          {open ? words.closeMenu : current ? fill(words.menuCurrent, { label: label(current.key) }) : words.menu}
        </button>
      </div>
      <nav id="profile-nav" className={`profile-nav${open ? ' is-open' : ''}`} aria-label={words.nav}>
        <ul>
          {items.map((item) => (
            <li key={item.key}>
              <Link href={localePath(item.href, words.locale)} aria-current={path === item.href ? 'page' : undefined} onClick={() => setOpen(false)}>
                {label(item.key)}
              </Link>
            </li>
          ))}
        </ul>
        <button type="button" className="btn btn-outline-danger profile-sidebar__logout" onClick={() => dispatch(openDialog('logout'))}>
          {words.logout}
        </button>
      </nav>
    </aside>
  );
}
