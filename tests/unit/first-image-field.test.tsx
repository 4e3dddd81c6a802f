// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { Formik } from 'formik';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImageField } from '@/components/forms/image-field';

vi.mock('@/components/forms/compress-image', () => ({ compressImage: async (f: File) => f }));

// Issue 14: Edit Profile showed the browser's raw "Choose file" box.
describe('image field', () => {
  it('offers a house-style button, not the raw file box, and the button opens the picker', async () => {
    const user = userEvent.setup();
    const upload = vi.fn(async () => '/uploads/new.jpg');
    render(<Formik initialValues={{ picture: '' }} onSubmit={() => undefined}><ImageField name="picture" label="Profile picture" upload={upload} /></Formik>);
    const input = screen.getByLabelText('Profile picture') as HTMLInputElement;
    expect(input).toHaveClass('visually-hidden');
    expect(input.tabIndex).toBe(-1);
    const button = screen.getByRole('button', { name: 'Upload profile picture' });
    const click = vi.spyOn(input, 'click');
    await user.click(button);
    expect(click).toHaveBeenCalled();
    await user.upload(input, new File(['x'], 'me.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('button', { name: 'Change profile picture' })).toBeVisible();
  });
});
