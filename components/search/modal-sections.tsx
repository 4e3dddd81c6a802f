'use client';
import { createContext, useContext, useId, useState } from 'react';
import {
  BATHROOMS, BEDROOMS, FACING, FURNISHING, groupOf, POSTED_BY, POSTED_SINCE, STATUS_FILTER, TRANSACTION_FILTER,
} from '@/lib/enums';
import { CheckGroup, RadioGroup, ToggleGroup } from './option-buttons';
import { toggleValue } from '@/lib/search/filters/toggle';
import { asks } from './form-codec';
import { dealOfChoice, type ModalValues } from './modal-values';
import { AMENITY_VALUES, optionsIn, type FilterWords } from '@/lib/search/filters/words';

// The filter modal's choice sections after location and property type.

export const AMENITY_OPTIONS = AMENITY_VALUES.map((a) => ({ value: a, label: a }));

const SINCE_SHOWN = ['thisWeek', 'thisMonth', 'all'];

/** The modal's values, their setter and the page's words, for the sections below (filter-modal.tsx provides them). */
export const ModalForm = createContext<{ values: ModalValues; set: (next: ModalValues) => void; words: FilterWords } | null>(null);

export function useModalForm() {
  const form = useContext(ModalForm);
  if (!form) throw new Error('ModalForm missing');
  return form;
}

function useField<K extends keyof ModalValues>(name: K) {
  const { values, set } = useModalForm();
  return [values[name], (v: ModalValues[K]) => set({ ...values, [name]: v })] as const;
}

export function RoomSections() {
  const { words: w } = useModalForm();
  const [types] = useField('propertyType');
  const [bedrooms, setBedrooms] = useField('bedrooms');
  const [bathrooms, setBathrooms] = useField('bathrooms');
  // Offices, shops and plots have no bedrooms.
  const group = types[0] ? groupOf(types[0]) : 'residential';
  const roomless = group === 'commercial' || (types.length > 0 && types.every((t) => t === 'plot'));
  return (
    <>
      {!roomless && (
        <CheckGroup legend={w.legend.bedrooms} options={optionsIn(w, 'bedrooms', BEDROOMS)} value={bedrooms} onToggle={(b) => setBedrooms(toggleValue('bedrooms', bedrooms, b))} />
      )}
      <CheckGroup legend={w.legend.bathrooms} options={optionsIn(w, 'bathrooms', BATHROOMS)} value={bathrooms} onToggle={(b) => setBathrooms(toggleValue('bathrooms', bathrooms, b))} />
    </>
  );
}

export function PostedBySection() {
  const { words: w } = useModalForm();
  const [postedBy, setPostedBy] = useField('postedBy');
  return <ToggleGroup legend={w.legend.postedBy} options={optionsIn(w, 'postedBy', POSTED_BY)} value={postedBy} onToggle={(p) => setPostedBy(toggleValue('postedBy', postedBy, p))} />;
}

export function MoreFilters() {
  const { words: w } = useModalForm();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [furnishing, setFurnishing] = useField('furnishingStatus');
  const [facing, setFacing] = useField('facing');
  const [status, setStatus] = useField('status');
  const [amenities, setAmenities] = useField('amenities');
  const [verified, setVerified] = useField('verified');
  const [choice] = useField('choice_type');
  return (
    <div className="filter-section">
      <button type="button" className="btn btn-link more-toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {w.ui.moreFilters}
      </button>
      <div id={id} hidden={!open} className="more-filters">
        <CheckGroup legend={w.legend.furnishingStatus} options={optionsIn(w, 'furnishingStatus', FURNISHING)} value={furnishing} onToggle={(v) => setFurnishing(toggleValue('furnishingStatus', furnishing, v))} />
        <CheckGroup legend={w.legend.facing} options={optionsIn(w, 'facing', FACING)} value={facing} onToggle={(v) => setFacing(toggleValue('facing', facing, v))} />
        {/* A home to let is built: construction status is a buyer's question. */}
        {asks('status', dealOfChoice(choice)) && <RadioGroup legend={w.legend.status} options={optionsIn(w, 'status', STATUS_FILTER)} value={status} onChange={setStatus} />}
        <CheckGroup legend={w.legend.amenities} options={optionsIn(w, 'amenities', AMENITY_OPTIONS)} value={amenities} onToggle={(v) => setAmenities(toggleValue('amenities', amenities, v))} />
        {/* Not .filter-section: its padding 0 took the switch's own left padding, and the switch was cut off. */}
        <div className="form-check form-switch mb-3">
          <input className="form-check-input" type="checkbox" role="switch" id={`${id}-verified`} checked={verified}
            onChange={(e) => setVerified(e.target.checked)} />
          <label className="form-check-label" htmlFor={`${id}-verified`}>{w.legend.verified}</label>
        </div>
      </div>
    </div>
  );
}

export function SinceAndTransaction() {
  const { words: w } = useModalForm();
  const [since, setSince] = useField('postedSince');
  const [transaction, setTransaction] = useField('transcation');
  const [choice] = useField('choice_type');
  // The spec shows this week, this month and all; a today/yesterday from a link stays visible.
  const sinceOptions = optionsIn(w, 'postedSince', POSTED_SINCE).filter((o) => SINCE_SHOWN.includes(o.value) || o.value === since);
  return (
    <>
      <RadioGroup legend={w.legend.postedSince} options={sinceOptions} value={since} onChange={setSince} />
      {/* New or resale is a sale's question. */}
      {asks('transcation', dealOfChoice(choice)) && <RadioGroup legend={w.legend.transcation} options={optionsIn(w, 'transcation', TRANSACTION_FILTER)} value={transaction} onChange={setTransaction} />}
    </>
  );
}
