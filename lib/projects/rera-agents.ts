import * as yup from 'yup';
import { STATE_NAMES } from '@/lib/billing/states';
import { normaliseRera, RERA_INVALID, WELL_FORMED } from './rera';

// Agent registration numbers (RERA s. 9), checked per state like project numbers (./rera.ts),
// with the shapes the same four authorities print on agent certificates:
// - Karnataka: PRM/KA/RERA/<office>/<taluk>/AG/<YYMMDD>/<serial> (AG where projects have PR);
// - Maharashtra: A + 11 digits (A51800012345), the project shape with A for P;
// - Telangana: A + 11 digits (A02500001234), likewise;
// - Tamil Nadu: TN/Agent/<serial>/<year> (TN/Agent/0089/2019).
// Every other state or union territory: any well-formed number, as for projects.

const AGENT_FORMATS: Record<string, { pattern: RegExp; example: string }> = {
  Karnataka: { pattern: /^PRM\/KA\/RERA\/\d{4}\/\d{3}\/AG\/\d{6}\/\d{6}$/, example: 'PRM/KA/RERA/1251/309/AG/171014/000123' },
  Maharashtra: { pattern: /^A\d{11}$/, example: 'A51800012345' },
  Telangana: { pattern: /^A\d{11}$/, example: 'A02500001234' },
  'Tamil Nadu': { pattern: /^TN\/Agent\/\d{3,5}\/\d{4}$/, example: 'TN/Agent/0089/2019' },
};

export const RERA_STATE_UNKNOWN = 'state must be an Indian state or union territory';

export const normaliseAgentRera = (n: string) => normaliseRera(n).replace(/^TN\/AGENT\//, 'TN/Agent/');

export function isValidAgentRera(number: string, state: string): boolean {
  const n = normaliseAgentRera(number);
  const rule = AGENT_FORMATS[state];
  return rule ? rule.pattern.test(n) : WELL_FORMED.test(n);
}

export const agentReraExample = (state: string | undefined) => (state ? AGENT_FORMATS[state]?.example : undefined);

/** POST /api/user/rera-registration, and the form on the agent's profile page. */
export const agentReraBody = yup.object({
  state: yup.string().typeError('state must be text').trim().required('state is required').oneOf(STATE_NAMES, RERA_STATE_UNKNOWN),
  number: yup.string().typeError('number must be text').trim().required('number is required').max(60, 'number must be at most 60 characters')
    .test('rera', function (v) {
      const { state } = this.parent as { state?: string };
      if (!v || !state || !STATE_NAMES.includes(state) || isValidAgentRera(v, state)) return true;
      const ex = agentReraExample(state);
      return this.createError({ message: ex ? `number: ${RERA_INVALID} (${state} agents: like ${ex})` : `number: ${RERA_INVALID}` });
    }),
});

export type AgentReraInput = yup.InferType<typeof agentReraBody>;
