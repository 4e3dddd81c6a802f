import type { AgentReraApi } from '@/lib/contract';

/** An agent's registration as the server shapes it (lib/contract/leads.ts). */
export type AgentReraShown = AgentReraApi;

/** The line's words in a page's language: `on` holds {name}, the authority. English by default. */
export type AgentReraWords = { label: string; check: string; on: string };

/**
 * An agent's RERA registration, worded the same wherever the agent meets the public:
 * their listings' poster card, their public profile and the callbacks a visitor asked of them.
 */
export function AgentReraLine({ rera, className, words: w }: { rera: AgentReraShown; className?: string; words?: AgentReraWords }) {
  return (
    <p className={className} data-testid="agent-rera">
      {w?.label ?? 'RERA agent registration'} <strong className="text-break">{rera.number}</strong> ({rera.state}),{' '}
      <a href={rera.site} target="_blank" rel="noopener noreferrer">{w?.check ?? 'check it'}<span className="visually-hidden">{w ? w.on.replace('{name}', rera.authority) : ` on ${rera.authority}'s site`}</span></a>
    </p>
  );
}
