import type { AgentReraApi } from '@/lib/contract';

/** An agent's registration as the server shapes it (lib/contract/leads.ts). */
export type AgentReraShown = AgentReraApi;

/**
 * An agent's RERA registration, worded the same wherever the agent meets the public:
 * their listings' poster card, their public profile and the callbacks a visitor asked of them.
 */
export function AgentReraLine({ rera, className }: { rera: AgentReraShown; className?: string }) {
  return (
    <p className={className} data-testid="agent-rera">
      RERA agent registration <strong className="text-break">{rera.number}</strong> ({rera.state}),{' '}
      <a href={rera.site} target="_blank" rel="noopener noreferrer">check it<span className="visually-hidden"> on {rera.authority}&apos;s site</span></a>
    </p>
  );
}
