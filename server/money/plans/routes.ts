import 'server-only';
import * as yup from 'yup';
import { desc, eq } from 'drizzle-orm';
import { personName } from '@/lib/validation/auth';
import type { Handler, RouteTable } from '../../platform/http/types';
import { validate } from '../../platform/http/validate';
import { optionalSession, requireActiveSession, requireSession } from '../../accounts';
import { getDb } from '../../platform/db/client';
import { contactMessages, faqs, orders, subscribedBy } from '../../platform/db/schema';
import { listPlans } from './catalogue';
import { isPlanAudience, planAudienceOf } from '@/lib/policy';
import { myPlanList, myPlanOne, myPlanSummary } from './management';
import { attachProjectCall, detachProject, removedProjects } from './projects';
import { featureItem, unfeatureItem } from './featuring';
import { cancelPlan } from './cancel';
import { cancelMessage } from '@/lib/billing/refund-rule';
import { ownRow } from '../../platform/http/authorize';

const id = (name: string) => yup.number().typeError(`${name} must be a number`).integer(`${name} must be a whole number`)
  .positive(`${name} must be a positive number`).required(`${name} is required`);
const subProjectBody = yup.object({ subscription_id: id('subscription_id'), project_id: id('project_id') });
const attachBody = yup.object({ project_id: id('project_id'), subscription_id: yup.number().integer().positive().nullable().optional() });
const findOneBody = yup.object({ id: id('id') });
const featureBody = yup.object({
  property_id: id('property_id'),
  property_type: yup.string().oneOf(['property', 'pg', 'project'], 'property_type must be property, pg or project').default('property'),
});
const contactBody = yup.object({
  name: personName,
  email: yup.string().trim().email('email must be a valid email!').max(200).nullable().optional(),
  phone_number: yup.string().trim().matches(/^[0-9]{10}$/, 'Please enter the valid phone number').nullable().optional(),
  message: yup.string().trim().required('Enter your message').max(2000, 'message must be at most 2000 characters'),
});
const subscribedByBody = yup.object({
  name: personName,
  phone_number: yup.string().trim().matches(/^[0-9]{10}$/, 'Please enter the valid phone number').nullable().optional(),
  order_id: yup.number().integer().positive().nullable().optional(),
});

const catalogue: Handler = async (ctx) => {
  const asked = ctx.query('audience');
  const session = await optionalSession(ctx);
  const audience = isPlanAudience(asked) ? asked : session ? planAudienceOf(session.user.roleType) : undefined;
  return { data: await listPlans(audience), message: 'Plans' };
};

export const planRoutes: RouteTable = {
  // Not in the spec: the catalogue (prices before GST, GST and total), public.
  'GET /api/subscription/plans': catalogue,
  'POST /api/subscription/plans': catalogue,
  'POST /api/user/my-plan-management-list': async (ctx) => {
    const { user } = await requireSession(ctx);
    return { data: await myPlanList(user.id), message: 'My plans' };
  },
  'POST /api/user/my-plan-management-list-find-one': async (ctx) => {
    const { user } = await requireSession(ctx);
    const { id: subId } = await validate(findOneBody, await ctx.json());
    return { data: await myPlanOne(user.id, subId), message: 'Plan details' };
  },
  // Not in the spec: cancel a running or queued plan in one step.
  'POST /api/subscription/cancel-plan': async (ctx) => {
    const { user } = await requireSession(ctx);
    const { id: subId } = await validate(findOneBody, await ctx.json());
    const done = await cancelPlan(user.id, subId);
    return { data: done, message: cancelMessage({ refundPaise: done.refund_paise, reason: done.refund_reason }) };
  },
  'POST /api/user/my-plan-details-without-project': async (ctx) => {
    const { user } = await requireSession(ctx);
    return { data: await myPlanSummary(user), message: 'Plan summary' };
  },
  'POST /api/subscription/delete-subscription-project': async (ctx) => {
    const { user } = await requireSession(ctx);
    const b = await validate(subProjectBody, await ctx.json());
    return { data: await detachProject(user.id, b.subscription_id, b.project_id), message: 'Project removed from the plan' };
  },
  'POST /api/subscription/fetch-removed-projects': async (ctx) => {
    const { user } = await requireSession(ctx);
    return { data: await removedProjects(user.id), message: 'Removed projects' };
  },
  // Not in the spec: puts one of my projects in a plan's project slot.
  'POST /api/subscription/attach-project': async (ctx) => {
    const { user } = await requireActiveSession(ctx);
    const b = await validate(attachBody, await ctx.json());
    return { data: await attachProjectCall(user.id, b.project_id, b.subscription_id ?? undefined), message: 'Project added to the plan' };
  },
  // Not in the spec: feature / stop featuring one of my live listings under a plan.
  'POST /api/subscription/feature-listing': async (ctx) => {
    const { user } = await requireActiveSession(ctx);
    const b = await validate(featureBody, await ctx.json());
    return { data: await featureItem(user.id, user.roleType, b.property_type as 'property', b.property_id), message: 'Listing featured' };
  },
  'POST /api/subscription/unfeature-listing': async (ctx) => {
    const { user } = await requireSession(ctx);
    const b = await validate(featureBody, await ctx.json());
    return { data: await unfeatureItem(user.id, b.property_type as 'property', b.property_id), message: 'Listing no longer featured' };
  },
  'POST /api/subscription/create-contact-us': async (ctx) => {
    const session = await optionalSession(ctx);
    const b = await validate(contactBody, await ctx.json());
    const db = await getDb();
    const [row] = await db.insert(contactMessages).values({
      source: 'subscription', name: b.name, email: b.email || null,
      phoneNumber: b.phone_number || session?.user.phoneNumber || null, subject: 'Plans', message: b.message,
    }).returning();
    return { data: { id: row.id }, message: 'Thank you, our plans team will call you back' };
  },
  'POST /api/subscription/find-all-faq': async () => {
    const db = await getDb();
    const rows = await db.select().from(faqs).where(eq(faqs.audience, 'subscription')).orderBy(faqs.sortOrder);
    return { data: rows.map((f) => ({ id: f.id, question: f.question, answer: f.answer })), message: 'FAQs' };
  },
  'POST /api/subscription/create-subscribed-by': async (ctx) => {
    const { user } = await requireSession(ctx);
    const b = await validate(subscribedByBody, await ctx.json());
    const db = await getDb();
    let orderId = b.order_id ?? null;
    if (orderId) {
      const [o] = await db.select().from(orders).where(eq(orders.id, orderId));
      ownRow(user.id, 'order', o);
    } else {
      orderId = (await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, user.id)).orderBy(desc(orders.id)).limit(1))[0]?.id ?? null;
    }
    const [row] = await db.insert(subscribedBy).values({ userId: user.id, orderId, name: b.name, phoneNumber: b.phone_number || null }).returning();
    return { data: { id: row.id, order_id: row.orderId, name: row.name, phone_number: row.phoneNumber }, message: 'Saved' };
  },
};
