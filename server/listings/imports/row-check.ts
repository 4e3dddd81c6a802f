import 'server-only';
import { amenitiesOf } from '@/lib/posting/amenities';
import type { PostingCategory, PostingGroup, PostingType } from '@/lib/posting/categories';
import type { FieldDef } from '@/lib/posting/fields';
import { basicsSchema, listingBodySchema, type ListingBody } from '@/lib/posting/schemas';
import { labelled } from '@/lib/validation/field-labels';
import { validateAll } from '../../platform/http/validate';
import { CATEGORY_HEADER, EXTERNAL_ID, groupCategories, rowLabels, type Column } from './columns';

// One spreadsheet row -> the wizard's listing body, checked with the wizard's own
// schemas (lib/posting/schemas.ts) and worded with the wizard's labels:
// "Row 17: Bedrooms (BHK) is required!". Cells are read the way people type them
// in a spreadsheet: labels or codes for choices, yes/no, 65,00,000, 01/12/2026.

export type CheckedRow = {
  rowNo: number; externalId: string | null; category: PostingCategory | null;
  body: ListingBody | null; errors: string[];
};

const key = (s: string) => s.trim().toLowerCase().replace(/[\s\-/]+/g, '_');
const split = (s: string) => s.split(/[;|,]/).map((x) => x.trim()).filter(Boolean);

function choice(f: FieldDef, cell: string): string {
  const o = f.options?.find((x) => key(x.value) === key(cell) || key(x.label) === key(cell));
  return o ? o.value : cell.trim();
}

function dateCell(cell: string): string {
  const m = cell.trim().match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/);
  // Indian spreadsheets write day first.
  return m ? `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}` : cell.trim();
}

function bool(cell: string): boolean | string {
  const v = cell.trim().toLowerCase();
  if (['yes', 'y', 'true', '1'].includes(v)) return true;
  if (['no', 'n', 'false', '0'].includes(v)) return false;
  return cell;
}

/** A cell as the schema expects it; '' stays '' (the schemas read it as "not given"). */
function cellValue(col: Column, cell: string, c: PostingCategory): unknown {
  if (cell.trim() === '') return '';
  if (col.key === 'amenities') {
    const allowed = amenitiesOf(c);
    return split(cell).map((a) => allowed.find((x) => key(x) === key(a)) ?? a);
  }
  if (col.key === 'lat' || col.key === 'lng') return cell.trim();
  const f = col.field;
  if (!f) return cell.trim();
  switch (f.kind) {
    case 'int': case 'number': case 'area': return cell.replace(/[,\s₹]/g, '');
    case 'bool': return bool(cell);
    case 'enum': return choice(f, cell);
    case 'multi': return split(cell).map((x) => choice(f, x));
    case 'date': return dateCell(cell);
    case 'text': return cell;
  }
}

function categoryOfCell(group: PostingGroup, cell: string): PostingCategory | undefined {
  return groupCategories(group).find((c) => key(c.label) === key(cell) || key(c.category) === key(cell) || key(c.slug) === key(cell));
}

function rawBody(cols: (Column | null)[], cells: string[], c: PostingCategory) {
  const body: Record<string, Record<string, unknown>> & { top: Record<string, unknown> } = {
    top: {}, property_details: {}, g_location: {}, details: {}, pricing: {},
  };
  cols.forEach((col, i) => {
    if (!col || col.key === 'category' || col.key === EXTERNAL_ID) return;
    // A field another category of the group asks (plot_area on a flat): not this row's.
    if (col.field && col.part === 'details' && !c.fields.some((f) => f.key === col.key)) return;
    if (col.field && col.part === 'pricing' && !c.priceFields.some((f) => f.key === col.key)) return;
    body[col.part][col.key] = cellValue(col, cells[i] ?? '', c);
  });
  const { top, ...parts } = body;
  return { ...top, ...parts };
}

export async function checkRow(group: PostingGroup, cols: (Column | null)[], rowNo: number, cells: string[]): Promise<CheckedRow> {
  const cell = (k: string) => (cols.findIndex((col) => col?.key === k) >= 0 ? cells[cols.findIndex((col) => col?.key === k)] ?? '' : '');
  const externalId = cell(EXTERNAL_ID).trim() || null;
  const out: CheckedRow = { rowNo, externalId, category: null, body: null, errors: [] };
  const fail = (message: string) => ({ ...out, errors: [`Row ${rowNo}: ${message}`] });
  if (cells.length > cols.length) return fail(`it has ${cells.length} cells but the header has ${cols.length} columns`);
  if (externalId && externalId.length > 100) return fail(`${EXTERNAL_ID} must be at most 100 characters!`);
  const c = categoryOfCell(group, cell('category'));
  if (!c) {
    const names = groupCategories(group).map((x) => x.label).join(', ');
    return fail(cell('category').trim() ? `${CATEGORY_HEADER} must be one of: ${names}!` : `${CATEGORY_HEADER} is required!`);
  }
  out.category = c;
  const labels = rowLabels(c);
  const raw = rawBody(cols, cells, c);
  const basics = await validateAll(basicsSchema(c), raw);
  const postType = basics.value?.post_type as PostingType | undefined;
  const checked = postType ? await validateAll(listingBodySchema(c, postType), raw) : basics;
  if (checked.errors.length) {
    const messages = [...new Set(checked.errors.map((e) => labelled(e.message, labels)))];
    return { ...out, errors: messages.map((m) => `Row ${rowNo}: ${m}`) };
  }
  return { ...out, body: checked.value as ListingBody };
}
