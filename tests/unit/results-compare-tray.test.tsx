// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { compareAdd, ResultsCompareTray } from '@/components/compare/results-compare-tray';
import { readTray } from '@/components/compare/compare-store';

// Cards as the results page draws them: a GET form to /compare with add=ID and a Compare button.
function Results({ ids }: { ids: number[] }) {
  return (
    <>
      <ol aria-label="Search results">
        {ids.map((id) => (
          <li key={id}>
            <form className="listing-card__compare" method="get" action="/compare">
              <input type="hidden" name="add" value={id} />
              <button type="submit">{`Compare Flat ${id}`}</button>
            </form>
          </li>
        ))}
      </ol>
      <ResultsCompareTray />
    </>
  );
}

beforeEach(() => localStorage.clear());

describe('the results page compare tray', () => {
  it('adds each pressed card without leaving the results, and refuses a fifth in words, keeping the first four', async () => {
    const user = userEvent.setup();
    render(<Results ids={[11, 12, 13, 14, 15]} />);
    expect(screen.getByTestId('results-compare')).not.toBeVisible();
    // The live region exists before the first message, so the first one is announced.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    for (const id of [11, 12, 13, 14]) await user.click(screen.getByRole('button', { name: `Compare Flat ${id}` }));
    const tray = within(screen.getByTestId('results-compare'));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Added to compare (4 of 4).');
    expect(tray.getByRole('link', { name: 'Compare (4 of 4)' })).toHaveAttribute('href', '/compare?ids=11,12,13,14');
    // The press does not submit the form (the results stay): its default is prevented.
    expect(fireEvent.submit(screen.getByRole('button', { name: 'Compare Flat 15' }).closest('form')!)).toBe(false);
    expect(status).toHaveTextContent('Compare holds 4 listings: open it and remove one before adding another.');
    expect(readTray()).toEqual([11, 12, 13, 14]);
    await user.click(screen.getByRole('button', { name: 'Compare Flat 12' }));
    expect(status).toHaveTextContent('Already in compare (4 of 4).');
    await user.click(tray.getByRole('button', { name: 'Clear' }));
    expect(readTray()).toEqual([]);
    expect(status).toHaveTextContent('Compare cleared.');
  });

  it('the rule alone: a new id joins, a present one stays, a full tray is kept as it is', () => {
    expect(compareAdd([1], 2).tray).toEqual([1, 2]);
    expect(compareAdd([1, 2], 2).tray).toEqual([1, 2]);
    expect(compareAdd([1, 2, 3, 4], 5).tray).toEqual([1, 2, 3, 4]);
  });
});
