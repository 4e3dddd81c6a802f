'use client';
import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { openDialog, requireLogin } from '@/store/dialogs-slice';
import { chooserFor } from '@/components/auth/chooser-for';

/**
 * SPEC §4 Post Property click: logged out opens login (remembering the post);
 * builder, agent or owner open the post chooser; other roles the user-type chooser.
 */
export function usePostProperty() {
  const dispatch = useAppDispatch();
  const { loggedIn, user_type } = useAppSelector((s) => s.auth);
  return () => {
    if (!loggedIn) dispatch(requireLogin({ type: 'post' }));
    else dispatch(openDialog(chooserFor(user_type)));
  };
}

export function PostPropertyButton({ variant, children }: { variant: 'link' | 'button'; children: ReactNode }) {
  const onClick = usePostProperty();
  return (
    <button type="button" onClick={onClick}
      className={variant === 'button' ? 'btn btn-outline-primary post-property-btn' : 'btn btn-link text-decoration-none px-2'}
      style={variant === 'link' ? { color: 'inherit', fontWeight: 500 } : undefined}>
      {children}
    </button>
  );
}
