'use client';
import { useCallback } from 'react';
import { MyItemCard } from '@/components/posting/my-item-card';
import { MyItems } from '@/components/pg-posting/my-items';
import { formatPrice } from '@/lib/format/price';
import { projectKindByType, stageLabel } from '@/lib/projects/options';
import { confirmProject, deleteProject, myProjectList, myProjectStatistics, type MyProjectItem } from '@/services/api/projects';

/** /profile-pages/my-projects: the caller's projects, with brochure leads (name and phone). */
export function MyProjects({ canPost }: { canPost: boolean }) {
  const load = useCallback((page: number) => myProjectList({ page_no: page }), []);
  return (
    <MyItems<MyProjectItem> label="Your projects" empty="You have not posted any project yet"
      postHref={canPost ? '/post-project/residential/flat-apartment/project-details' : null} postLabel="Post Project"
      load={load} title={(p) => p.title} remove={(p) => deleteProject(p.project_id)} renew={(p) => confirmProject(p.project_id)}
      card={(p, busy, onDelete, onRenew) => (
        <MyItemCard key={p.project_id} busy={busy} onDelete={onDelete} onRenew={onRenew} stats={() => myProjectStatistics(p.project_id)}
          item={{ id: p.project_id, title: p.title, status: p.status, reasons: p.reasons, cover: p.cover, views: p.views, saves: p.saves,
            leads: p.leads, detail_url: p.detail_url,
            edit_url: `/post-project/residential/${projectKindByType(p.project_type)?.slug ?? 'flat-apartment'}/project-details?edit=${p.project_id}`,
            price: p.price ? `${formatPrice(p.price)}${p.price_max && p.price_max !== p.price ? ` – ${formatPrice(p.price_max)}` : ''}` : 'Price on request' }}>
          <p className="small mb-1">{p.type_label} · {stageLabel(p.stage)} · {p.rera_number ? `RERA ${p.rera_number}` : 'RERA number not provided'}</p>
          {p.brochure_leads.length > 0 && (
            <section aria-label={`Brochure leads of ${p.title}`} className="small mb-2">
              <h3 className="h6 mb-1">Brochure downloads</h3>
              <ul className="mb-0">
                {p.brochure_leads.map((l) => (
                  <li key={l.phone_number}>{l.name ?? 'Visitor'} · <a href={`tel:${l.country_code}${l.phone_number}`}>{l.country_code} {l.phone_number}</a></li>
                ))}
              </ul>
            </section>
          )}
        </MyItemCard>
      )} />
  );
}
