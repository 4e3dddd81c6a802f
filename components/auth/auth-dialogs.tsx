'use client';
import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { openDialog } from '@/store/dialogs-slice';
import { useOpenedDialogs } from './use-opened-dialogs';

// Loaded on first use: most visits never open a dialog, so their code stays
// out of the first-load JavaScript.
const MobileDialog = dynamic(() => import('./mobile-dialog').then((m) => m.MobileDialog), { ssr: false });
const OtpDialog = dynamic(() => import('./otp-dialog').then((m) => m.OtpDialog), { ssr: false });
const RegisterDialog = dynamic(() => import('./register-dialog').then((m) => m.RegisterDialog), { ssr: false });
const LogoutDialog = dynamic(() => import('./logout-dialog').then((m) => m.LogoutDialog), { ssr: false });
const PostChooserDialog = dynamic(() => import('./post-chooser-dialog').then((m) => m.PostChooserDialog), { ssr: false });
const UserTypeDialog = dynamic(() => import('./user-type-dialog').then((m) => m.UserTypeDialog), { ssr: false });
const BuilderRegisterDialog = dynamic(() => import('./builder-register-dialog').then((m) => m.BuilderRegisterDialog), { ssr: false });
const LocationDialog = dynamic(() => import('@/components/location/location-dialog').then((m) => m.LocationDialog), { ssr: false });

/** Every shell dialog, driven by the dialogs slice. */
export function AuthDialogs({ demoMode, hasStoredCity }: { demoMode: boolean; hasStoredCity: boolean }) {
  const dispatch = useAppDispatch();
  const opened = useOpenedDialogs();
  // A first visit asks for the city straight away (Bengaluru meanwhile).
  useEffect(() => {
    if (!hasStoredCity) dispatch(openDialog('location'));
  }, [hasStoredCity, dispatch]);
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
