import type { Locale } from '@/lib/i18n/locales';
import type { Translator } from '@/server/platform/i18n/translator';
import type { HeadingWords } from '@/lib/detail/heading-words';
import type { HistoryWords } from '@/lib/history/history-text';
import { PROJECT_STAGES } from '@/lib/projects/options';
import { PG_ROOM_TYPES } from '@/lib/enums';
import { headingWords } from '@/server/catalog/detail/heading-words';
import type { LocationWords } from './location-block';
import type { PosterWords } from './poster-card';
import type { PgWords } from './pg-rooms';
import type { CallbackWords } from './callback-words';
import type { EmiWords } from '@/components/emi/emi-words';
import type { ProjectWords } from '@/components/projects/project-blocks';
import type { RentMedianWords } from '@/components/pg-posting/pg-rent-medians';
import type { PosterTrustWords } from '@/components/trust/poster-trust';
import { validationWords } from '@/components/auth/auth-words-server';
import type { ActionWords, EnquiryWords, PhotoWords } from './action-words';

/**
 * The words of the detail page's blocks in Hindi or Kannada (messages detail.heading, .location,
 * .history, .poster, .callback, .emi, .pg, .project, .actions, .photos, .enquiry, .rating). English pages get none: each block keeps
 * its own English, so English output stays what it was. Templates keep their {placeholders}
 * for `fill`, as the page fills them with figures only it knows.
 */
export type PartWords = {
  heading: HeadingWords; location: LocationWords; history: HistoryWords; poster: PosterWords;
  posterTrust: PosterTrustWords;
  actions: ActionWords; photos: PhotoWords; enquiry: EnquiryWords;
  callback: CallbackWords; emi: EmiWords; pg: PgWords; rentMedians: RentMedianWords;
  project: ProjectWords; projectAmenities: { amenities: string; ready: string; planned: string };
};

type Raw = (key: string, values?: Record<string, string>) => string;

/** `city`: the item's city in the language (lib/i18n/place-names.ts). */
export function partWords(translate: Translator, locale: Exclude<Locale, 'en'>, city: string): PartWords {
  // Keys are built from lists here, which the typed translator cannot follow.
  const t = translate as unknown as Raw;
  /** A template whose placeholders are filled later, by `fill`. */
  const keep = (key: string, ...names: string[]) => t(key, Object.fromEntries(names.map((n) => [n, `{${n}}`])));
  const d = (k: string) => t(`detail.${k}`);
  const all = <K extends string>(prefix: string, keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, d(`${prefix}.${k}`)])) as Record<K, string>;
  const roomTypes = Object.fromEntries(PG_ROOM_TYPES.map((r) => [r.value, t(`filters.options.roomType.${r.value}`)]));
  const perMonth = t('card.perMonth');
  const failed = d('callback.failed');
  const server = (translate.raw as unknown as (key: string) => Record<string, string>)('serverMessages');
  return {
    heading: headingWords(translate, locale, city),
    location: {
      ...all('location', ['title', 'viewMap', 'viewMapNote', 'north', 'south', 'east', 'west', 'mapFailed', 'newTab'] as const),
      noMap: keep('detail.location.noMap', 'place'), mapOf: keep('detail.location.mapOf', 'place'), openMap: keep('detail.location.openMap', 'place'),
      city,
    },
    history: {
      title: d('history.title'), posted: keep('detail.history.posted', 'date', 'price'),
      lowered: keep('detail.history.lowered', 'date', 'old', 'price'), raised: keep('detail.history.raised', 'date', 'old', 'price'),
      confirmed: keep('detail.history.confirmed', 'date'), relisted: keep('detail.history.relisted', 'from', 'to', 'price'),
    },
    poster: {
      postedBy: keep('detail.poster.postedBy', 'role'), viewProfile: d('poster.viewProfile'), profileOf: keep('detail.poster.profileOf', 'name'),
      roles: { owner: t('card.owner'), agent: t('card.agent'), builder: t('card.builder') },
      rera: { label: d('poster.rera'), check: d('poster.reraCheck'), on: keep('detail.poster.reraOn', 'name') },
    },
    posterTrust: {
      ...all('poster', ['numberPrivate', 'numberShared'] as const), report: d('actions.report'),
      rating: { none: d('rating.none'), one: keep('detail.rating.one', 'value', 'count'), many: keep('detail.rating.many', 'value', 'count') },
    },
    actions: {
      ...all('actions', ['compareAdd', 'compareRemove', 'copy', 'copied', 'linkCopied', 'copyFailed', 'report'] as const),
      compareFull: keep('detail.actions.compareFull', 'n'), compareOpen: keep('detail.actions.compareOpen', 'n'),
    },
    photos: {
      ...all('photos', ['label', 'prev', 'next', 'full', 'close', 'choose'] as const),
      of: keep('detail.photos.of', 'title'), count: keep('detail.photos.count', 'n', 'total'),
      alt: keep('detail.photos.alt', 'title', 'n', 'total'), show: keep('detail.photos.show', 'n', 'total'),
    },
    enquiry: {
      ...all('enquiry', ['intro', 'message', 'defaultMessage', 'send', 'sent'] as const),
      name: d('callback.name'), phone: d('callback.phone'), email: t('auth.register.email'), cancel: d('callback.cancel'), close: d('callback.close'),
      failed, errors: validationWords(translate), server,
    },
    callback: {
      title: t('card.callback'), server,
      ...all('callback', ['name', 'phone', 'time', 'anyTime', 'morning', 'afternoon', 'evening', 'message', 'cancel', 'send', 'close',
        'sent', 'failed', 'required', 'nameInvalid', 'phoneRequired', 'phoneInvalid', 'messageLong'] as const),
    },
    emi: {
      ...all('emi', ['price', 'down', 'rate', 'tenure', 'perYear', 'years', 'state', 'loan', 'monthly', 'interest', 'upFront',
        'department', 'table', 'caption', 'year', 'principal', 'interestCol', 'balance'] as const),
      stamp: keep('detail.emi.stamp', 'state'), summary: keep('detail.emi.summary', 'state', 'price', 'duty', 'reg'),
      source: keep('detail.emi.source', 'summary', 'date', 'link'),
    },
    pg: {
      locale, perMonth, roomTypes,
      ...all('pg', ['rooms', 'roomsTable', 'roomType', 'rent', 'beds'] as const),
      bedsOf: keep('detail.pg.bedsOf', 'shown', 'total'), full: keep('detail.pg.full', 'count'),
    },
    rentMedians: { locale, perMonth, roomTypes, typical: keep('detail.pg.typical', 'locality'), typicalNote: d('pg.typicalNote'), fewer: d('pg.fewer') },
    project: {
      locale, failed,
      ...all('project', ['configurations', 'configTable', 'unitType', 'area', 'price', 'floorPlan', 'view', 'stage', 'stages',
        'brochure', 'download', 'downloadNote', 'downloadStarted'] as const),
      floorPlanOf: keep('detail.project.floorPlanOf', 'label'),
      stageNames: all('project.stageNames', PROJECT_STAGES.map((s) => s.value)),
      rera: {
        registered: d('project.reraRegistered'), number: d('project.reraNumber'), search: d('project.reraSearch'), see: d('project.reraSee'),
        exempt: d('project.reraExempt'), qrSearch: keep('detail.project.reraQrSearch', 'label', 'name'), qrOpen: keep('detail.project.reraQrOpen', 'label', 'name'),
      },
    },
    projectAmenities: all('project', ['amenities', 'ready', 'planned'] as const),
  };
}
