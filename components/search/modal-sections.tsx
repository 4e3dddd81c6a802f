'use client';
import { createContext, useContext, useId, useState } from 'react';
import {
  BATHROOMS, BEDROOMS, FACING, FURNISHING, groupOf, POSTED_BY, POSTED_SINCE, STATUS_FILTER, TRANSACTION_FILTER,
} from '@/lib/enums';
import { CheckGroup, RadioGroup, ToggleGroup } from './option-buttons';
import { toggleIn, toggleRoom } from './filter-rules';
import { asks } from './form-codec';
import { dealOfChoice, type ModalValues } from './modal-values';

// The filter modal's choice sections after location and property type.

export const AMENITY_OPTIONS = ['Lift', 'Power Backup', 'Car Parking', '24x7 Security', 'Gym', 'Swimming Pool', 'Club House', 'Garden']
  .map((a) => ({ value: a, label: a }));

const SINCE_SHOWN = ['thisWeek', 'thisMonth', 'all'];

/** The modal's values and their setter, for the sections below (filter-modal.tsx provides them). */
export const ModalForm = createContext<{ values: ModalValues; set: (next: ModalValues) => void } | null>(null);

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
  const [types] = useField('propertyType');
  const [bedrooms, setBedrooms] = useField('bedrooms');
  const [bathrooms, setBathrooms] = useField('bathrooms');
  // Offices, shops and plots have no bedrooms.
  const group = types[0] ? groupOf(types[0]) : 'residential';
  const roomless = group === 'commercial' || (types.length > 0 && types.every((t) => t === 'plot'));
  return (
    <>
      {!roomless && (
        <CheckGroup legend="Bedrooms" options={BEDROOMS} value={bedrooms} onToggle={(b) => setBedrooms(toggleRoom(bedrooms, b))} />
      )}
      <CheckGroup legend="Bathrooms" options={BATHROOMS} value={bathrooms} onToggle={(b) => setBathrooms(toggleRoom(bathrooms, b))} />
    </>
  );
}

export function PostedBySection() {
  const [postedBy, setPostedBy] = useField('postedBy');
  return <ToggleGroup legend="Posted by" options={POSTED_BY} value={postedBy} onToggle={(p) => setPostedBy(toggleIn(postedBy, p))} />;
}

export function MoreFilters() {
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
        More Filter
      </button>
      <div id={id} hidden={!open} className="more-filters">
        <CheckGroup legend="Furnishing" options={FURNISHING} value={furnishing} onToggle={(v) => setFurnishing(toggleIn(furnishing, v))} />
        <CheckGroup legend="Facing" options={FACING} value={facing} onToggle={(v) => setFacing(toggleIn(facing, v))} />
        {/* A home to let is built: construction status is a buyer's question. */}
        {asks('status', dealOfChoice(choice)) && <RadioGroup legend="Construction status" options={STATUS_FILTER} value={status} onChange={setStatus} />}
        <CheckGroup legend="Amenities" options={AMENITY_OPTIONS} value={amenities} onToggle={(v) => setAmenities(toggleIn(amenities, v))} />
        {/* Not .filter-section: its padding 0 took the switch's own left padding, and the switch was cut off. */}
        <div className="form-check form-switch mb-3">
          <input className="form-check-input" type="checkbox" role="switch" id={`${id}-verified`} checked={verified}
            onChange={(e) => setVerified(e.target.checked)} />
          <label className="form-check-label" htmlFor={`${id}-verified`}>Verified properties only</label>
        </div>
      </div>
    </div>
  );
}

export function SinceAndTransaction() {
  const [since, setSince] = useField('postedSince');
  const [transaction, setTransaction] = useField('transcation');
  const [choice] = useField('choice_type');
  // The spec shows this week, this month and all; a today/yesterday from a link stays visible.
  const sinceOptions = POSTED_SINCE.filter((o) => SINCE_SHOWN.includes(o.value) || o.value === since);
  return (
    <>
      <RadioGroup legend="Posted since" options={sinceOptions} value={since} onChange={setSince} />
      {/* New or resale is a sale's question. */}
      {asks('transcation', dealOfChoice(choice)) && <RadioGroup legend="Transaction" options={TRANSACTION_FILTER} value={transaction} onChange={setTransaction} />}
    </>
  );
}
