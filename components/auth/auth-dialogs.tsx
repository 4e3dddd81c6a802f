'use client';
import { lazyComponent } from '@/components/lazy/lazy-component';
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { useAppDispatch } from '@/store/hooks';
import { openDialog } from '@/store/dialogs-slice';
import { useOpenedDialogs } from './use-opened-dialogs';

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

/** Every shell dialog, driven by the dialogs slice. */
export function AuthDialogs({ demoMode, hasStoredCity }: { demoMode: boolean; hasStoredCity: boolean }) {
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
      {opened.has('mobile') && <MobileDialog demoMode={demoMode} />}
      {opened.has('otp') && <OtpDialog demoMode={demoMode} />}
      {opened.has('register') && <RegisterDialog />}
      {opened.has('logout') && <LogoutDialog />}
      {opened.has('postChooser') && <PostChooserDialog />}
      {opened.has('userType') && <UserTypeDialog />}
      {opened.has('builderRegister') && <BuilderRegisterDialog />}
      {opened.has('location') && <LocationDialog hasStoredCity={hasStoredCity} />}
    </>
  );
}
