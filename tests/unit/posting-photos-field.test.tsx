// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Formik } from 'formik';
import { describe, expect, it } from 'vitest';
import { PhotosField } from '@/components/posting/photos-field';

const photo = (id: number) => ({ id, url: `/media/p${id}-1600.webp` });

function Harness() {
  return (
    <Formik initialValues={{ photos: [photo(1), photo(2), photo(3)] }} onSubmit={() => {}}>
      {({ values }) => (
        <>
          <PhotosField name="photos" agriculture={false} />
          <output data-testid="order">{values.photos.map((p) => p.id).join(',')}</output>
        </>
      )}
    </Formik>
  );
}

describe('the photos field', () => {
  it('moves a tile dragged onto another into its place, the new first becoming the cover', () => {
    render(<Harness />);
    const tiles = within(screen.getByRole('list', { name: 'Your photos' })).getAllByRole('listitem');
    const data = { effectAllowed: '', setData: () => {}, getData: () => '' };
    fireEvent.dragStart(tiles[2]!, { dataTransfer: data });
    fireEvent.dragOver(tiles[0]!, { dataTransfer: data });
    fireEvent.drop(tiles[0]!, { dataTransfer: data });
    expect(screen.getByTestId('order')).toHaveTextContent('3,1,2');
    expect(screen.getAllByRole('img')[0]).toHaveAccessibleName('Photo 1 (cover)');
    expect(screen.getAllByRole('img')[0]).toHaveAttribute('src', '/media/p3-1600.webp');
  });

  it('keeps the buttons for keyboard and touch: move later, remove', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 1 later' }));
    expect(screen.getByTestId('order')).toHaveTextContent('2,1,3');
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    expect(screen.getByTestId('order')).toHaveTextContent('2,1');
  });

  it('keeps the keyboard focus on the photo a vanishing button acted on: make cover, move to first, remove', () => {
    render(<Harness />);
    const cover = screen.getByRole('button', { name: 'Make cover: photo 3' });
    cover.focus();
    fireEvent.click(cover);
    expect(screen.getByTestId('order')).toHaveTextContent('3,1,2');
    // The pressed button is gone (the cover has none): focus is on the same photo's next control.
    expect(screen.getByRole('button', { name: 'Move photo 1 later' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    expect(screen.getByTestId('order')).toHaveTextContent('1,3,2');
    // Now first, its ◀ is disabled: focus moves to its ▶.
    expect(screen.getByRole('button', { name: 'Move photo 1 later' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(screen.getByTestId('order')).toHaveTextContent('1,2');
    // The next photo's Remove takes the focus.
    expect(screen.getByRole('button', { name: 'Remove photo 2' })).toHaveFocus();
  });
});
