import 'server-only';
import * as yup from 'yup';
import type { RouteTable } from '../../platform/http/types';
import { validate } from '../../platform/http/validate';
import { requireActiveUser } from '../../trust';
import { createSavedSearch, createSchema, deleteSavedSearch, listSavedSearches, updateSavedSearch, updateSchema } from './saved-searches';

const idSchema = yup.object({
  id: yup.number().typeError('id must be a number').integer().positive('id must be a positive number').required('id is required'),
});

// Not in the SPEC: saved searches and their alerts.
export const alertRoutes: RouteTable = {
  'POST /api/saved-search/create': async (ctx) => {
    const user = await requireActiveUser(ctx);
    return { data: await createSavedSearch(user, await validate(createSchema, await ctx.json())), message: 'Search saved. We will alert you about new matches.' };
  },
  'POST /api/saved-search/list': async (ctx) => {
    const user = await requireActiveUser(ctx);
    return { data: await listSavedSearches(user.id), message: 'Saved searches' };
  },
  'POST /api/saved-search/update': async (ctx) => {
    const user = await requireActiveUser(ctx);
    return { data: await updateSavedSearch(user, await validate(updateSchema, await ctx.json())), message: 'Saved search updated' };
  },
  'POST /api/saved-search/delete': async (ctx) => {
    const user = await requireActiveUser(ctx);
    const { id } = await validate(idSchema, await ctx.json());
    return { data: await deleteSavedSearch(user.id, id), message: 'Saved search deleted' };
  },
};
