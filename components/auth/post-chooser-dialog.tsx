'use client';
import { Fragment, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import '@/styles/profile.css';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { closeDialog } from '@/store/dialogs-slice';
import { PROJECT_GROUP, PURPOSES, propertyGroups, type Purpose } from './post-options';

type Choice = { purpose: Purpose; label: string } | null;

/**
 * SPEC §2 post chooser: sale, rent or pg, then a property type (builders can
 * switch sale to a project). The posting forms arrive with the posting issue,
 * so a choice ends in a plain note instead of a pretend form.
 */
export function PostChooserDialog() {
  const dispatch = useAppDispatch();
  const open = useAppSelector((s) => s.dialogs.open === 'postChooser');
  const { loggedIn, user_type } = useAppSelector((s) => s.auth);
  const [purpose, setPurpose] = useState<Purpose>('sale');
  const [project, setProject] = useState(false);
  const [choice, setChoice] = useState<Choice>(null);
  const builder = user_type === 'builder';
  const close = () => { setChoice(null); dispatch(closeDialog()); };
  const groups = purpose === 'pg' ? [] : project && purpose === 'sale' ? [PROJECT_GROUP] : propertyGroups(purpose, loggedIn);

  return (
    <Modal show={open} onHide={close} centered scrollable aria-labelledby="post-chooser-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="post-chooser-title">Post your property</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {choice ? (
          <div role="status">
            <p className="fw-semibold">{choice.label}{choice.purpose === 'pg' ? '' : ` for ${choice.purpose}`}</p>
            <p className="mb-0">Posting is not open yet: the posting forms arrive in the next release of GharBazaar. Nothing has been posted or saved.</p>
          </div>
        ) : (
          <>
            <fieldset className="mb-3">
              <legend className="form-label fs-6">I want to</legend>
              <div className="btn-group w-100">
                {PURPOSES.map((p) => (
                  <Fragment key={p.value}>
                    <input type="radio" className="btn-check" name="post-purpose" id={`post-purpose-${p.value}`} value={p.value}
                      checked={purpose === p.value} onChange={() => { setPurpose(p.value); setProject(false); }} />
                    <label className="btn btn-outline-primary" htmlFor={`post-purpose-${p.value}`}>{p.label}</label>
                  </Fragment>
                ))}
              </div>
            </fieldset>
            {builder && purpose === 'sale' && (
              <div className="form-check form-switch mb-3">
                <input className="form-check-input" type="checkbox" role="switch" id="post-project"
                  checked={project} onChange={(e) => setProject(e.target.checked)} />
                <label className="form-check-label" htmlFor="post-project">Post a project instead of a property</label>
              </div>
            )}
            {purpose === 'pg' && (
              <button type="button" className="btn btn-outline-primary w-100" onClick={() => setChoice({ purpose, label: 'PG / co-living' })}>
                Post a PG
              </button>
            )}
            {groups.map((g) => (
              <section key={g.key} className="mb-3" aria-labelledby={`post-group-${g.key}`}>
                <h3 id={`post-group-${g.key}`} className="h6">{g.label}</h3>
                <div className="choice-grid">
                  {g.types.map((t) => (
                    <button key={t.slug} type="button" className="choice-tile" onClick={() => setChoice({ purpose, label: t.label })}>
                      {t.label}
                    </button>
                  ))}
                </div>
              </section>
            ))}
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        {choice && <button type="button" className="btn btn-outline-secondary" onClick={() => setChoice(null)}>Choose another</button>}
        <button type="button" className="btn btn-primary" onClick={close}>{choice ? 'OK' : 'Close'}</button>
      </Modal.Footer>
    </Modal>
  );
}
