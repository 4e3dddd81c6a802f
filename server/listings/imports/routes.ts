import 'server-only';
import { AppError } from '@/lib/app-error';
import type { PostingGroup } from '@/lib/posting/categories';
import type { RouteTable } from '../../platform/http/types';
import { validate } from '../../platform/http/validate';
import { requireActiveSession, requireSession } from '../../accounts';
import { readLimitedForm } from '../uploads/store';
import { checkImport } from './check';
import { MAX_FILE_BYTES } from './read-csv';
import { groupQuery, jobBody } from './schemas';
import { confirmImport, importProgress } from './service';
import { templateCsv, templateFileName } from './template';

// Not in the spec: "Import from a spreadsheet" on My Properties.
// template -> check (upload; nothing is posted) -> confirm -> status (poll).

export const FILE_TOO_LARGE = 'The file is larger than 10 MB. Split it into smaller files and import them one by one';
const BASE = '/api/user/my-property/import';

async function readFile(req: Request, queryGroup: string | null) {
  // The file may be 10 MB; the multipart wrapping gets a little room.
  const form = await readLimitedForm(req, MAX_FILE_BYTES + 64 * 1024).catch((e) => {
    throw e instanceof AppError && e.code === 'too_large' ? new AppError('too_large', FILE_TOO_LARGE) : e;
  });
  const file = form.get('file');
  if (!(file instanceof Blob) || file.size === 0) throw new AppError('validation', 'Choose a CSV file to upload');
  if (file.size > MAX_FILE_BYTES) throw new AppError('too_large', FILE_TOO_LARGE);
  // The group comes as a form field, or in the query string (the client's one-file upload helper).
  const { group } = await validate(groupQuery, { group: form.get('group') ?? queryGroup ?? '' });
  const name = file instanceof File && file.name ? file.name : 'import.csv';
  return { group: group as PostingGroup, name, bytes: new Uint8Array(await file.arrayBuffer()) };
}

export const importRoutes: RouteTable = {
  [`GET ${BASE}/template`]: async (ctx) => {
    const { group } = await validate(groupQuery, { group: ctx.query('group') ?? '' });
    return new Response(templateCsv(group as PostingGroup), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${templateFileName(group as PostingGroup)}"`,
        'cache-control': 'public, max-age=3600',
      },
    });
  },
  [`POST ${BASE}/check`]: async (ctx) => {
    const { user } = await requireActiveSession(ctx);
    const { group, name, bytes } = await readFile(ctx.req, ctx.query('group'));
    const data = await checkImport(user, group, name, bytes);
    return { data, message: data.invalid ? `${data.invalid} of ${data.total} rows have errors` : `All ${data.total} rows can be imported` };
  },
  [`POST ${BASE}/confirm`]: async (ctx) => {
    const { user } = await requireActiveSession(ctx);
    const { job_id } = await validate(jobBody, await ctx.json());
    return { data: await confirmImport(user, job_id), message: 'Import started' };
  },
  [`GET ${BASE}/status`]: async (ctx) => {
    const { user } = await requireSession(ctx);
    const { job_id } = await validate(jobBody, { job_id: ctx.query('job_id') ?? '' });
    return { data: await importProgress(user, job_id), message: 'Import status' };
  },
};
