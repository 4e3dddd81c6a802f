'use client';
import Modal from 'react-bootstrap/Modal';
import { Form, Formik, useFormikContext } from 'formik';
import { useId, useState } from 'react';
import { filterFormSchema } from '@/lib/validation/filter';
import { groupOfSearch, type SearchState } from '@/lib/search-route';
import { LocationPicker } from './location-picker';
import { PropTypeField } from './prop-type-field';
import { RadioGroup } from './option-buttons';
import { RangeSlider } from './range-slider';
import { SCALES } from './slider-scales';
import { MoreFilters, PostedBySection, RoomSections, SinceAndTransaction } from './modal-sections';
import { budgetScale, modalValuesFrom, resetValues, searchFromModal, switchedSliders, type ModalValues } from './modal-values';
import { useFilterSubmit } from './use-filter-submit';
import { useLiveCount, type KnownCount } from './live-count';
import { SearchButton } from './search-button';
import { wrapFocus } from '@/components/forms/wrap-focus';

type Props = {
  show: boolean; onHide: () => void; state: SearchState; city: string;
  /** The page's own count for its search, so opening the modal asks for nothing. */
  known?: KnownCount;
};

const CHOICES = [{ value: 'sell', label: 'Buy' }, { value: 'rent', label: 'Rent' }] as const;

function Fields({ sliderKey, bumpSliders }: { sliderKey: number; bumpSliders: () => void }) {
  const { values, setFieldValue, setValues } = useFormikContext<ModalValues>();
  const switchType = (choice: string) => {
    void setValues({ ...values, choice_type: choice, ...switchedSliders(choice) });
    bumpSliders(); // fresh slider instances for the new bounds
  };
  return (
    <>
      <RadioGroup legend="Looking to" options={CHOICES} value={values.choice_type} onChange={switchType} />
      <div className="filter-section">
        <LocationPicker label="Location" city={values.city} value={values.location}
          onChange={(location, city) => void setValues({ ...values, location, city })} />
      </div>
      <PropTypeField value={values.propertyType} onChange={(v) => void setFieldValue('propertyType', v)} />
      <RoomSections />
      <div className="filter-section">
        <RangeSlider key={`budget-${sliderKey}`} label="Budget" range={budgetScale(values.choice_type).range}
          value={values.budget} format={budgetScale(values.choice_type).format} onChange={(v) => void setFieldValue('budget', v)} />
        <RangeSlider key={`area-${sliderKey}`} label="Super area" range={SCALES.modalArea.range}
          value={values.superArea} format={SCALES.modalArea.format} onChange={(v) => void setFieldValue('superArea', v)} />
      </div>
      <PostedBySection />
      <MoreFilters />
      <SinceAndTransaction />
    </>
  );
}

/** Search, with the live count of what the form's choices find beside it. */
function ShowButton({ state, city, known }: { state: SearchState; city: string; known?: KnownCount }) {
  const { values } = useFormikContext<ModalValues>();
  const next = searchFromModal(values, state);
  const group = groupOfSearch(next);
  return <SearchButton group={group} count={useLiveCount(group, next, city, known)} />;
}

/** SPEC §2 filter modal: full screen; Search goes to the route id and the server page renders the results. */
export function FilterModal({ show, onHide, state, city, known }: Props) {
  const search = useFilterSubmit(city, onHide);
  const titleId = useId();
  const [sliderKey, setSliderKey] = useState(0);
  const bumpSliders = () => setSliderKey((k) => k + 1);

  const submit = (values: ModalValues) => search(searchFromModal(values, state));

  return (
    <Modal onKeyDown={wrapFocus} show={show} onHide={onHide} fullscreen aria-labelledby={titleId} className="filter-modal">
      <Formik initialValues={modalValuesFrom(state, city)} validationSchema={filterFormSchema} onSubmit={submit}>
        {({ values, setValues }) => (
          <Form className="filter-form" noValidate aria-labelledby={titleId}>
            <Modal.Header closeButton closeLabel="Close filters">
              <Modal.Title id={titleId}>Filters</Modal.Title>
            </Modal.Header>
            <Modal.Body className="filter-body">
              <Fields sliderKey={sliderKey} bumpSliders={bumpSliders} />
            </Modal.Body>
            <Modal.Footer className="filter-actions">
              <button type="button" className="btn btn-outline-secondary" onClick={() => { void setValues(resetValues(values)); bumpSliders(); }}>
                RESET
              </button>
              <ShowButton state={state} city={city} known={known} />
            </Modal.Footer>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}

export default FilterModal;
