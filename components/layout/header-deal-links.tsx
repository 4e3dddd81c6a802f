'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { MouseEvent } from 'react';
import { useAppSelector } from '@/store/hooks';
import { inPageLocale } from '@/lib/i18n/locales';

type Props = { city: string; buyHref: string; rentHref: string; buy: string; rent: string };

/**
 * The header's Buy and Rent links search the header's city. The server
 * wrote their hrefs for the city it rendered with; the root layout does not render
 * again on client navigations, so when the header's city has moved since (a search or
 * landing page of another city, or a pick), a click searches the current one. The
 * route writer loads on that click only, as the bottom bar's Search does.
 */
export function HeaderDealLinks({ city, buyHref, rentHref, buy, rent }: Props) {
  const router = useRouter();
  const current = useAppSelector((s) => s.location.data.city);
  const go = (type: 'sale' | 'rent') => async (e: MouseEvent<HTMLAnchorElement>) => {
    if (current === city || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    const { cityPageHref } = await import('@/lib/search-links');
    router.push(inPageLocale(cityPageHref(current, type)));
  };
  return (
    <>
      <Link href={buyHref} prefetch={false} onClick={go('sale')}>{buy}</Link>
      <Link href={rentHref} prefetch={false} onClick={go('rent')}>{rent}</Link>
    </>
  );
}
