'use client';
import { useState } from 'react';
import { requireLogin } from '@/store/dialogs-slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { CallbackDialog } from './callback-dialog';

type Props = { contactLabel: string; propertyId: number; propertyType: string };

/**
 * Contact and callback: logged out, login comes first; logged in, both send a
 * callback request to the poster (their Request Callbacks page), the contact
 * one with a message.
 */
export function ContactButtons({ contactLabel, propertyId, propertyType }: Props) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const [title, setTitle] = useState<string | null>(null);
  const ask = (t: string) => (loggedIn ? setTitle(t) : dispatch(requireLogin(null)));
  return (
    <>
      <div className="detail-contact">
        <button type="button" className="btn btn-primary" onClick={() => ask(contactLabel)}>{contactLabel}</button>
        <button type="button" className="btn btn-outline-primary" onClick={() => ask('Request callback')}>Request callback</button>
      </div>
      <CallbackDialog show={!!title} onClose={() => setTitle(null)} title={title ?? ''}
        propertyId={propertyId} propertyType={propertyType} />
    </>
  );
}
