import Link from 'next/link';
import { EmptyState } from './empty-state';
import { PostProjectAction, PostPropertyAction } from './post-action';
import type { PostingKind } from '@/server/users/postings';

const NOUN: Record<PostingKind, [string, string]> = {
  property: ['property', 'properties'],
  pg: ['PG', 'PGs'],
  project: ['project', 'projects'],
};

type Props = { kind: PostingKind; count: number; userId: number; builder: boolean };

/**
 * My PGs / My Projects (My Properties has its own list, components/posting):
 * the page says what it knows (how many) and where the live ones are, instead
 * of showing an empty table.
 */
export function MyPostingsPanel({ kind, count, userId, builder }: Props) {
  const [one, many] = NOUN[kind];
  const action = kind === 'project' && builder ? <PostProjectAction /> : <PostPropertyAction />;
  if (count === 0) {
    return <EmptyState message={`You have not posted any ${one} yet`}>{action}</EmptyState>;
  }
  const publicPage = kind === 'project' ? 'view-project-profile-details' : 'view-profile-details';
  return (
    <EmptyState message={`You have posted ${count} ${count === 1 ? one : many}. The live ones are listed on your public profile.`}>
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        <Link className="btn btn-outline-primary" href={`/profile-pages/${publicPage}?id=${userId}`} prefetch={false}>
          See your live {many} on your public profile
        </Link>
        {action}
      </div>
    </EmptyState>
  );
}
