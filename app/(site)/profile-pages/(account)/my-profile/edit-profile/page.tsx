import type { Metadata } from 'next';
import { requireUser } from '@/server/auth/require-user';
import { EditProfileForm } from '@/components/profile/edit-profile-form';
import { AgentReraForm } from '@/components/profile/agent-rera-form';
import { profileBundle } from '@/server/users/service';
import { myAgentRera } from '@/server/rera/agents';

export const metadata: Metadata = { title: 'Edit Profile' };

export default async function Page() {
  const user = await requireUser();
  // Independent reads: together, not one after the other.
  const [bundle, rera] = await Promise.all([profileBundle(user), user.roleType === 'agent' ? myAgentRera(user) : null]);
  return (
    <>
      <EditProfileForm bundle={bundle} />
      {user.roleType === 'agent' && <AgentReraForm initial={rera} />}
    </>
  );
}
