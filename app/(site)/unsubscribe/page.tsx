import type { Metadata } from 'next';
import { UnsubscribeForm } from '@/components/consent/unsubscribe-form';

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The link at the foot of every mail lands here; one click withdraws (a link alone does not:
// mail scanners open links).
export default async function Page({ searchParams }: Props) {
  const t = [(await searchParams).t].flat()[0] ?? '';
  return (
    <div className="page-width py-4" style={{ maxWidth: 640 }}>
      <h1 className="h3">Unsubscribe</h1>
      <UnsubscribeForm token={t} />
    </div>
  );
}
