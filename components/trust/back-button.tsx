'use client';
import { useRouter } from 'next/navigation';
import { goBack } from '@/components/profile/go-back';

/** SPEC §2: back from /statistics goes to the previous page. */
export function BackButton({ fallback }: { fallback: string }) {
  const router = useRouter();
  return <button type="button" className="btn btn-link px-0" onClick={() => goBack(router, fallback)}>← Back</button>;
}
