'use client';
import Link from 'next/link';
import { Fragment, useState } from 'react';
import '@/styles/profile.css';
import '@/styles/posting.css';
import { guestRoute, POSTING_CATEGORIES, type PostingType } from '@/lib/posting/categories';

/** /post-property/guest: the four kinds a guest may post (SPEC §6), for sale or rent, and PG rooms (always rented). */
export function GuestChooser() {
  const [postType, setPostType] = useState<PostingType>('sale');
  const kinds = POSTING_CATEGORIES.filter((c) => c.guestPath && c.postTypes.includes(postType));
  return (
    <div className="profile-card">
      <h1 className="h4">Post your property without an account</h1>
      <p className="text-muted">Flats, houses, villas, plots and PGs. We verify your mobile number once; the listing belongs to that number,
        so you find it under My Properties when you log in with it. Commercial and agricultural properties need a login.</p>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">I want to</legend>
        <div className="btn-group">
          {(['sale', 'rent'] as const).map((t) => (
            <Fragment key={t}>
              <input type="radio" className="btn-check" name="guest-post-type" id={`guest-${t}`} checked={postType === t} onChange={() => setPostType(t)} />
              <label className="btn btn-outline-primary" htmlFor={`guest-${t}`}>{t === 'sale' ? 'Sell' : 'Rent out'}</label>
            </Fragment>
          ))}
        </div>
      </fieldset>
      <div className="guest-choices">
        {kinds.map((c) => (
          <Link key={c.category} className="choice-tile" href={guestRoute(c, postType)!} prefetch={false}>{c.label}</Link>
        ))}
        {/* A PG lets beds whatever the toggle says, so it is offered under both. */}
        <Link className="choice-tile" href="/post-pg/pg-guest/pg" prefetch={false}>PG / Co-living</Link>
      </div>
    </div>
  );
}
