import type { ReactNode } from 'react';
import '@/styles/profile.css';
import { requireUser } from '@/server/accounts/auth/require-user';
import { ProfileSidebar } from '@/components/profile/profile-sidebar';

// The signed-in profile pages (not the two public view pages beside this group).
export default async function AccountLayout({ children }: { children: ReactNode }) {
  await requireUser();
  return (
    <div className="profile-shell">
      <ProfileSidebar />
      <div className="profile-content">{children}</div>
    </div>
  );
}
