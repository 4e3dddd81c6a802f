'use client';
import { lazyComponent } from '@/components/lazy/lazy-component';
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { useAppDispatch } from '@/store/hooks';
import { openDialog } from '@/store/dialogs-slice';
import { useOpenedDialogs } from './use-opened-dialogs';
import { ENGLISH_AUTH_WORDS, type AuthWords } from './auth-words';

// Loaded on first use: most visits never open a dialog, so their code stays
// out of the first-load JavaScript.
const MobileDialog = lazyComponent(() => import('./mobile-dialog').then((m) => m.MobileDialog));
const OtpDialog = lazyComponent(() => import('./otp-dialog').then((m) => m.OtpDialog));
const RegisterDialog = lazyComponent(() => import('./register-dialog').then((m) => m.RegisterDialog));
const LogoutDialog = lazyComponent(() => import('./logout-dialog').then((m) => m.LogoutDialog));
const PostChooserDialog = lazyComponent(() => import('./post-chooser-dialog').then((m) => m.PostChooserDialog));
const UserTypeDialog = lazyComponent(() => import('./user-type-dialog').then((m) => m.UserTypeDialog));
const BuilderRegisterDialog = lazyComponent(() => import('./builder-register-dialog').then((m) => m.BuilderRegisterDialog));
const LocationDialog = lazyComponent(() => import('@/components/location/location-dialog').then((m) => m.LocationDialog));

/** Every shell dialog, driven by the dialogs slice; `words` in the page's language (English by default). */
export function AuthDialogs({ demoMode, hasStoredCity, words = ENGLISH_AUTH_WORDS }: { demoMode: boolean; hasStoredCity: boolean; words?: AuthWords }) {
  const dispatch = useAppDispatch();
  const opened = useOpenedDialogs();
  const path = usePathname();
  // A first visit to the home page asks for the city (Bengaluru meanwhile):
  // that is where the city shapes what shows. Search, detail and landing
  // pages already know their city from the URL, so nothing blocks their
  // content; the header's city button asks there.
  const asksForCity = !hasStoredCity && path === '/';
  useEffect(() => {
    if (asksForCity) dispatch(openDialog('location'));
  }, [asksForCity, dispatch]);
  return (
    <>
      {opened.has('mobile') && <MobileDialog demoMode={demoMode} words={words} />}
      {opened.has('otp') && <OtpDialog demoMode={demoMode} words={words} />}
      {opened.has('register') && <RegisterDialog words={words} />}
      {opened.has('logout') && <LogoutDialog words={words} />}
      {opened.has('postChooser') && <PostChooserDialog words={words} />}
      {opened.has('userType') && <UserTypeDialog words={words} />}
      {opened.has('builderRegister') && <BuilderRegisterDialog words={words} />}
      {opened.has('location') && <LocationDialog hasStoredCity={hasStoredCity} words={words} />}
    </>
  );
}
