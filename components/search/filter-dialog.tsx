'use client';
import Modal, { type ModalProps } from 'react-bootstrap/Modal';
import { useId, type ReactNode } from 'react';
import type { SearchState } from '@/lib/search-route';
import { wrapFocus } from '@/components/forms/wrap-focus';
import { useFilterForm } from './use-filter-submit';
import type { KnownCount } from './live-count';
import { SearchButton } from './search-button';
import { ENGLISH_FILTER_WORDS, type FilterWords } from '@/lib/search/filters/words';

type Props = Pick<ModalProps, 'fullscreen' | 'size' | 'className'> & {
  show: boolean; onHide: () => void; title: string; closeLabel: string;
  /** The search the form's choices give: counted live beside Search, and where Search goes. */
  next: SearchState;
  city: string;
  /** The page's own count for its search, so opening the form asks for nothing. */
  known?: KnownCount;
  onReset: () => void;
  children: ReactNode;
  /** RESET's and Search's words in the page's language. */
  words?: FilterWords;
};

type FormProps = Pick<Props, 'onHide' | 'title' | 'closeLabel' | 'next' | 'city' | 'known' | 'onReset' | 'children' | 'words'> & { titleId: string };

/** Inside the Modal, so a closed form (kept mounted for its exit) neither counts nor submits. */
function DialogForm({ onHide, title, closeLabel, next, city, known, onReset, children, titleId, words: w = ENGLISH_FILTER_WORDS }: FormProps) {
  const { group, count, submit } = useFilterForm(next, city, known, onHide);
  return (
    <form onSubmit={submit} className="filter-form" noValidate aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={closeLabel}>
        <Modal.Title id={titleId}>{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body className="filter-body">{children}</Modal.Body>
      <Modal.Footer className="filter-actions">
        <button type="button" className="btn btn-outline-secondary" onClick={onReset}>{w.ui.reset}</button>
        <SearchButton group={group} count={count} words={w} />
      </Modal.Footer>
    </form>
  );
}

/**
 * The frame and the one submit of the filter modal and the mobile sheet
 * (SPEC §2): title, fields, RESET, and Search with its live count. Search goes
 * to the route id and the server page renders the results.
 */
export function FilterDialog({ show, fullscreen, size, className, ...form }: Props) {
  const titleId = useId();
  return (
    <Modal onKeyDown={wrapFocus} show={show} onHide={form.onHide} fullscreen={fullscreen} size={size}
      aria-labelledby={titleId} className={className}>
      <DialogForm {...form} titleId={titleId} />
    </Modal>
  );
}
