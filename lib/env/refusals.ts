// Why a server must not start with this environment: every setting against its form
// (lib/env/schema.ts), then, in production, the rules that tie settings together. All
// problems at once, each naming its setting, so an operator fixes them in one go.
import { demoModeRefusal } from '../demo-mode';
import { grievanceRefusal } from '../grievance/officer';
import { paymentRefusal } from '../payments-config';
import { siteUrlRefusal } from '../site';
import { smsDltRefusal } from '../sms/dlt-config';
import { readUrlsRefusal } from './read-urls';
import { settingProblem, SETTINGS, type Env, type SettingName } from './schema';

/** Rules between settings that hold everywhere (a wrong database layout fails in development too). */
const RULES: ((env: Env) => string | null)[] = [readUrlsRefusal];
const PRODUCTION_RULES: ((env: Env) => string | null)[] = [demoModeRefusal, siteUrlRefusal, paymentRefusal, smsDltRefusal, grievanceRefusal];

export function configRefusals(env: Env): string[] {
  const forms = (Object.keys(SETTINGS) as SettingName[]).map((name) => settingProblem(name, env[name]));
  const rules = [...RULES, ...(env.NODE_ENV === 'production' ? PRODUCTION_RULES : [])].map((rule) => rule(env));
  return [...forms, ...rules].filter((p): p is string => !!p);
}

/** Throws one error listing every refusal (next.config.ts, as a production server starts). */
export function assertConfig(env: Env): void {
  const problems = configRefusals(env);
  if (problems.length) throw new Error(`Refusing to start: ${problems.length} setting problem(s):\n- ${problems.join('\n- ')}`);
}
