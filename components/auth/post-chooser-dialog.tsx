'use client';
import { Fragment, useState } from 'react';
import { useRouter } from 'next/navigation';
import Modal from 'react-bootstrap/Modal';
import '@/styles/profile.css';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { closeDialog } from '@/store/dialogs-slice';
import { AllowanceOffer } from '@/components/posting/allowance-offer';
import { plansPageOf } from '@/lib/policy';
import { allowanceFull, type Allowance } from '@/components/posting/allowance';
import { PROJECT_GROUP, PURPOSES, propertyGroups, type Purpose } from './post-options';
import { wrapFocus } from '@/components/forms/wrap-focus';
import { ENGLISH_AUTH_WORDS, type AuthWords } from './auth-words';

// PGs and projects open their own wizards (/post-pg, /post-project);
// a project type without a route would say so plainly (words.chooser.elsewhere).
const GROUP_WORD = { residential: 'residential', commercial: 'commercial', agriculture: 'agriculture', project: 'residentialProject' } as const;

/**
 * SPEC §2 post chooser: sale, rent or pg, then a property type (builders can
 * switch sale to a project). A property type opens its posting wizard.
 */
export function PostChooserDialog({ words = ENGLISH_AUTH_WORDS }: { words?: AuthWords }) {
  const w = words.chooser;
  const dispatch = useAppDispatch();
  const router = useRouter();
  const open = useAppSelector((s) => s.dialogs.open === 'postChooser');
  const { loggedIn, user_type } = useAppSelector((s) => s.auth);
  const [purpose, setPurpose] = useState<Purpose>('sale');
  const [project, setProject] = useState(false);
  const [note, setNote] = useState<'project' | null>(null);
  // A signed-in poster at the live-listing limit sees the plan offer here, not at the final Post.
  const [offer, setOffer] = useState<{ href: string; allowance: Allowance } | null>(null);
  const [checking, setChecking] = useState(false);
  const builder = user_type === 'builder';
  const close = () => { setNote(null); setOffer(null); dispatch(closeDialog()); };
  const go = (href: string) => { close(); router.push(href); };
  const choose = async (href: string) => {
    if (!loggedIn || project) { go(href); return; }
    setChecking(true);
    const full = await allowanceFull();
    setChecking(false);
    if (full) setOffer({ href, allowance: full }); else go(href);
  };
  const groupLabel = (g: { key: string; label: string }) => (g.key in GROUP_WORD ? w[GROUP_WORD[g.key as keyof typeof GROUP_WORD]] : g.label);
  const groups = purpose === 'pg' ? [] : project && purpose === 'sale' ? [PROJECT_GROUP] : propertyGroups(purpose, loggedIn);

  return (
    <Modal onKeyDown={wrapFocus} show={open} onHide={close} centered scrollable aria-labelledby="post-chooser-title">
      <Modal.Header closeButton closeLabel={words.close}>
        <Modal.Title id="post-chooser-title">{w.title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {note ? (
          <p role="status" className="mb-0">{w.elsewhere}</p>
        ) : offer ? (
          <AllowanceOffer allowance={offer.allowance} planUrl={plansPageOf(user_type)} onFillIn={() => go(offer.href)} />
        ) : (
          <>
            <fieldset className="mb-3">
              <legend className="form-label fs-6">{w.want}</legend>
              <div className="btn-group w-100">
                {PURPOSES.map((p) => (
                  <Fragment key={p.value}>
                    <input type="radio" className="btn-check" name="post-purpose" id={`post-purpose-${p.value}`} value={p.value}
                      checked={purpose === p.value} onChange={() => { setPurpose(p.value); setProject(false); }} />
                    <label className="btn btn-outline-primary" htmlFor={`post-purpose-${p.value}`}>{w[p.value]}</label>
                  </Fragment>
                ))}
              </div>
            </fieldset>
            {builder && purpose === 'sale' && (
              <div className="form-check form-switch mb-3">
                <input className="form-check-input" type="checkbox" role="switch" id="post-project"
                  checked={project} onChange={(e) => setProject(e.target.checked)} />
                <label className="form-check-label" htmlFor="post-project">{w.project}</label>
              </div>
            )}
            {purpose === 'pg' && (
              <button type="button" className="btn btn-outline-primary w-100" onClick={() => go(loggedIn ? '/post-pg/pg' : '/post-pg/pg-guest/pg')}>{w.postPg}</button>
            )}
            {groups.map((g) => (
              <section key={g.key} className="mb-3" aria-labelledby={`post-group-${g.key}`}>
                <h3 id={`post-group-${g.key}`} className="h6">{groupLabel(g)}</h3>
                <div className="choice-grid">
                  {g.types.map((t) => (
                    <button key={t.slug} type="button" className="choice-tile" disabled={checking}
                      onClick={() => (t.href ? void choose(t.href) : setNote('project'))}>
                      {words.types[`${g.key}/${t.slug}`] ?? t.label}
                    </button>
                  ))}
                </div>
              </section>
            ))}
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        {(note || offer) && <button type="button" className="btn btn-outline-secondary" onClick={() => { setNote(null); setOffer(null); }}>{w.another}</button>}
        <button type="button" className="btn btn-primary" onClick={close}>{note ? w.ok : words.close}</button>
      </Modal.Footer>
    </Modal>
  );
}
