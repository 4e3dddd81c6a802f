'use client';
import { MobileDialog } from './mobile-dialog';
import { OtpDialog } from './otp-dialog';
import { RegisterDialog } from './register-dialog';
import { LogoutDialog } from './logout-dialog';
import { PostChooserDialog } from './post-chooser-dialog';
import { UserTypeDialog } from './user-type-dialog';
import { BuilderRegisterDialog } from './builder-register-dialog';

/** Every account dialog of the shell, driven by the dialogs slice. */
export function AuthDialogs({ demoMode }: { demoMode: boolean }) {
  return (
    <>
      <MobileDialog demoMode={demoMode} />
      <OtpDialog demoMode={demoMode} />
      <RegisterDialog />
      <LogoutDialog />
      <PostChooserDialog />
      <UserTypeDialog />
      <BuilderRegisterDialog />
    </>
  );
}
