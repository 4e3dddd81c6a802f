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
 * My Properties / My PGs / My Projects for this release: managing postings
 * arrives with the posting issue, so the page says what it knows (how many)
 * and what is not open yet, instead of showing an empty table.
 */
export function MyPostingsPanel({ kind, count, userId, builder }: Props) {
  const [one, many] = NOUN[kind];
  const action = kind === 'project' && builder ? <PostProjectAction /> : <PostPropertyAction />;
  if (count === 0) {
    return <EmptyState message={`You have not posted any ${one} yet`}>{action}</EmptyState>;
  }
  const publicPage = kind === 'project' ? 'view-project-profile-details' : 'view-profile-details';
  return (
    <EmptyState message={`You have posted ${count} ${count === 1 ? one : many}. Managing them from this page (status, statistics, edits) opens in the next release.`}>
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        <Link className="btn btn-outline-primary" href={`/profile-pages/${publicPage}?id=${userId}`} prefetch={false}>
          See your live {many} on your public profile
        </Link>
        {action}
      </div>
    </EmptyState>
  );
}
