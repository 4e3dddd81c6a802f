import type { Metadata } from 'next';
import { can } from '@/lib/policy';
import { requireUser } from '@/server/accounts/auth/require-user';
import { EditProfileForm } from '@/components/profile/edit-profile-form';
import { AgentReraForm } from '@/components/profile/agent-rera-form';
import { profileBundle } from '@/server/accounts/users/service';
import { myAgentRera } from '@/server/accounts/rera/agents';

export const metadata: Metadata = { title: 'Edit Profile' };

export default async function Page() {
  const user = await requireUser();
  // The agent's RERA form, shown to whoever the API lets save it.
  const agent = can(user, 'rera.register');
  // Independent reads: together, not one after the other.
  const [bundle, rera] = await Promise.all([profileBundle(user), agent ? myAgentRera(user) : null]);
  return (
    <>
      <EditProfileForm bundle={bundle} />
      {agent && <AgentReraForm initial={rera} />}
    </>
  );
}
