import Link from 'next/link';
import type { ReactNode } from 'react';
import type { CountedListing } from '@/server/money/plans/counted';
import { fill } from '@/lib/i18n/fill';
import { localePath } from '@/lib/i18n/locales';
import type { PlanWords } from './plan-words';

type Props = {
  allowed: number; used: number; counted: CountedListing[]; waiting: CountedListing[]; plansUrl: string;
  /** Hindi or Kannada; English pages pass none and keep the sentences below, plurals included. */
  words?: PlanWords;
};

const STATUS: Record<CountedListing['status'], string> = { pending: 'Waiting for review', approved: 'Live', expired: 'Waiting for a plan' };

/**
 * Which listings take the places of the allowance and which wait for a plan, with what
 * to do: at the limit, end a listing or buy a plan; with room, bring a waiting one back.
 */
export function AllowanceListings(props: Props) {
  if (props.words) return <AllowanceIn {...props} words={props.words} />;
  const { allowed, used, counted, waiting, plansUrl } = props;
  const room = allowed - used;
  return (
    <section aria-labelledby="counted-title" className="mb-3">
      <h2 id="counted-title" className="h6">Listings that count</h2>
      {room > 0 ? (
        <p role="status">You can post {room} more listing{room === 1 ? '' : 's'} now.</p>
      ) : (
        <p role="status">
          All {allowed} place{allowed === 1 ? '' : 's'} of your account {allowed === 1 ? 'is' : 'are'} in use by the listing{used === 1 ? '' : 's'} below.
          To post another, delete one on <Link href="/profile-pages/my-property" prefetch={false}>My Properties</Link> or{' '}
          <Link href={plansUrl} prefetch={false}>buy a plan</Link>: a new plan&apos;s places are free at once.
        </p>
      )}
      {counted.length > 0 && (
        <ul aria-label="Listings that count">
          {counted.map((l) => <li key={l.id}><Link href={l.href} prefetch={false}>{l.title}</Link> · {STATUS[l.status]}</li>)}
        </ul>
      )}
      {waiting.length > 0 && (
        <>
          <p className="mb-1">
            {waiting.length} listing{waiting.length === 1 ? '' : 's'} wait{waiting.length === 1 ? 's' : ''} for a plan and {waiting.length === 1 ? 'is' : 'are'} not shown on the site.
            {room > 0 ? ' Bring one back with "Still available" on My Properties: it takes one place.' : ' With a free place, "Still available" on My Properties brings one back.'}
          </p>
          <ul aria-label="Listings waiting for a plan">
            {waiting.map((l) => <li key={l.id}>{l.title}</li>)}
          </ul>
        </>
      )}
    </section>
  );
}

/** The same section in Hindi or Kannada, phrased to need no plurals ("…: 2"). */
function AllowanceIn({ allowed, used, counted, waiting, plansUrl, words }: Props & { words: PlanWords }) {
  const w = words.manage.allowance;
  const href = (path: string) => localePath(path, words.locale);
  const room = allowed - used;
  const properties = <Link href={href('/profile-pages/my-property')} prefetch={false}>{w.myProperties}</Link>;
  const buy = <Link href={href(plansUrl)} prefetch={false}>{w.buy}</Link>;
  return (
    <section aria-labelledby="counted-title" className="mb-3">
      <h2 id="counted-title" className="h6">{w.title}</h2>
      <p role="status">{room > 0 ? fill(w.room, { n: room }) : withParts(fill(w.full, { n: allowed }), { link: properties, buy })}</p>
      {counted.length > 0 && (
        <ul aria-label={w.title}>
          {counted.map((l) => <li key={l.id}><Link href={href(l.href)} prefetch={false}>{l.title}</Link> · {w.status[l.status]}</li>)}
        </ul>
      )}
      {waiting.length > 0 && (
        <>
          <p className="mb-1">{fill(w.waiting, { n: waiting.length })} {room > 0 ? w.bringBack : w.noRoom}</p>
          <ul aria-label={w.waitingList}>{waiting.map((l) => <li key={l.id}>{l.title}</li>)}</ul>
        </>
      )}
    </section>
  );
}

/** A sentence with {placeholders} replaced by elements (links). */
function withParts(text: string, parts: Record<string, ReactNode>): ReactNode {
  return text.split(/(\{\w+\})/).map((bit, i) => {
    const name = /^\{(\w+)\}$/.exec(bit)?.[1];
    return name && name in parts ? <span key={i}>{parts[name]}</span> : bit;
  });
}
