'use client';
import Link from 'next/link';
import Dropdown from 'react-bootstrap/Dropdown';
import { headerMenu, type Role } from '@/lib/menus';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { openDialog, requireLogin } from '@/store/dialogs-slice';
import { Avatar } from './avatar';

/** Login button, or the profile menu of SPEC §6 when logged in. */
export function AccountArea() {
  const dispatch = useAppDispatch();
  const { loggedIn, name, user_type, profile_pic } = useAppSelector((s) => s.auth);
  if (!loggedIn) {
    return <button type="button" className="btn btn-primary" onClick={() => dispatch(requireLogin(null))}>Login</button>;
  }
  const role = (user_type ?? 'buyer') as Role;
  return (
    <Dropdown align="end">
      <Dropdown.Toggle variant="light" id="profile-menu" className="d-flex align-items-center gap-2 border"
        aria-label={`Profile menu for ${name ?? 'you'}`}>
        <Avatar name={name} src={profile_pic} role={role} size={28} />
        <span className="d-none d-md-inline text-truncate" style={{ maxWidth: 120 }}>{name ?? 'My account'}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {headerMenu(role).map((item) => (
          <Dropdown.Item key={item.key} as={Link} href={item.href}>{item.label}</Dropdown.Item>
        ))}
        <Dropdown.Divider />
        <Dropdown.Item as="button" onClick={() => dispatch(openDialog('logout'))}>Logout</Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
