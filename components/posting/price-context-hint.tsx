'use client';
import { useEffect, useState } from 'react';
import { useFormikContext } from 'formik';
import { AREA_UNIT_FIELD } from '@/lib/posting/fields';
import type { PostingCategory, PostingType } from '@/lib/posting/categories';
import { fetchPriceContext, type PriceContextQuery } from '@/services/api/insights';
import { priceContextText } from '@/lib/insights/format';
import type { WizardValues } from './wizard-values';
import { usePostingWords } from './posting-words';

// The price step's context: while the poster types, the same line a
// detail page shows ("₹6,200 per sq ft: 12 % below the Vijayanagar median ..."),
// asked 400 ms after the last keystroke (older calls aborted). Nothing with fewer
// than 5 comparables or before the price, place and area are known.

const DEBOUNCE_MS = 400;
const positive = (v: unknown) => {
  const n = Number(v);
  return v !== '' && v != null && Number.isFinite(n) && n > 0 ? n : undefined;
};

export function PriceContextHint({ category, postType }: { category: PostingCategory; postType: PostingType }) {
  const { values } = useFormikContext<WizardValues>();
  // English keeps the server's sentence; another language words it from the figures, as the detail page does.
  const sentence = usePostingWords().context;
  // The answer with the question it answers: a stale answer (the inputs moved on) is not shown.
  const [answer, setAnswer] = useState<{ key: string; text: string | null }>({ key: '', text: null });
  const d = values.details;
  const q: PriceContextQuery | null = (() => {
    const price = positive(values.pricing.price);
    const city = values.g_location.city?.trim();
    const locality = values.g_location.area?.trim();
    if (!price || !city || !locality) return null;
    const unit = typeof d[AREA_UNIT_FIELD] === 'string' ? String(d[AREA_UNIT_FIELD]) : undefined;
    return {
      city, locality, category: category.category, post_type: postType, price, bedrooms: positive(d.bedrooms), area_unit: unit,
      super_area: positive(d.super_area), built_up_area: positive(d.built_up_area), carpet_area: positive(d.carpet_area), plot_area: positive(d.plot_area),
    };
  })();
  const key = q ? JSON.stringify(q) : '';

  useEffect(() => {
    if (!key) return;
    const ctl = new AbortController();
    const timer = setTimeout(() => {
      fetchPriceContext(JSON.parse(key) as PriceContextQuery, { signal: ctl.signal })
        .then((r) => setAnswer({ key, text: r.data ? (sentence ? priceContextText(r.data, sentence) : r.data.text) : null }))
        .catch(() => { if (!ctl.signal.aborted) setAnswer({ key, text: null }); });
    }, DEBOUNCE_MS);
    return () => { clearTimeout(timer); ctl.abort(); };
  }, [key, sentence]);

  return (
    <p className="price-context-hint text-muted small mt-2" role="status" aria-live="polite" data-testid="price-context-hint">
      {key && answer.key === key ? answer.text : null}
    </p>
  );
}
