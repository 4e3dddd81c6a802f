import 'server-only';
import { agentReraBody } from '@/lib/projects/rera-agents';
import { requireActiveSession, requireAllowed, requireSession } from '../auth/session';
import type { RouteTable } from '../../platform/http/types';
import { validate } from '../../platform/http/validate';
import { myAgentRera, removeAgentRera, setAgentRera } from './agents';

// Not in the SPEC: an agent's own RERA registration.
export const reraRoutes: RouteTable = {
  'GET /api/user/rera-registration': async (ctx) => {
    const { user } = await requireSession(ctx);
    return { data: await myAgentRera(user), message: 'RERA registration' };
  },
  'POST /api/user/rera-registration': async (ctx) => {
    // Quoted on public pages: a banned agent may not change it.
    const { user } = await requireAllowed(ctx, 'rera.register');
    const body = await validate(agentReraBody, await ctx.json());
    return { data: await setAgentRera(user, body), message: 'RERA registration saved' };
  },
  'POST /api/user/rera-registration/remove': async (ctx) => {
    const { user } = await requireActiveSession(ctx);
    return { data: await removeAgentRera(user), message: 'RERA registration removed' };
  },
};
