'use client';
import { createContext, useContext } from 'react';
import { ENGLISH_WIZARD_WORDS, type WizardWords } from '@/components/wizard/wizard-words';
import type { ContextWords } from '@/lib/insights/format';
import { fill } from '@/lib/i18n/fill';
import type { LiveWords } from '@/components/location/location-select';

const { dialogs: _dialogs, server: _server, ...WIZARD_TEXT } = ENGLISH_WIZARD_WORDS;

/**
 * What the property wizard says (messages: posting.*), as written: {placeholders}
 * are filled in the browser. The English is the wizard's own, word for word; the
 * catalogue's English must give exactly this (tests/unit/i18n-posting-words.test.ts).
 */
export const ENGLISH_POSTING_TEXT = {
  title: { rent: 'Post {noun} for rent', sale: 'Post {noun} for sale', edit: 'Edit your {noun}' },
  loading: 'Loading your listing…',
  submit: { post: 'Post property', save: 'Save changes' },
  toast: { posted: 'Property posted successfully', pending: 'Saved: waiting for review', saved: 'Changes saved' },
  steps: {
    location: 'Location', details: 'Property details', pricingRent: 'Rent and terms', pricingSale: 'Price',
    description: 'Description and amenities', photos: 'Photos', review: 'Review and post',
  },
  wizard: WIZARD_TEXT,
  gate: {
    login: 'Log in to post your property', free: 'Posting is free. We verify your mobile number with a one-time password.',
    loginButton: 'Login', guest: 'Post without an account', who: 'Tell us who you are',
    whoLead: 'Owners, agents and builders post properties. Choose your user type to continue.', chooseType: 'Choose user type',
  },
  location: {
    namePlaceholder: 'e.g. Prestige Lakeside', addressPlaceholder: 'House no., street, landmark',
    localityPlaceholder: 'Type your locality, e.g. Vijayanagar', searching: 'Searching…', noMatch: 'No matching locality',
    inCity: 'In {city}', cities: 'Cities', otherCities: 'In other cities',
  },
  map: {
    title: 'Pin on the map', removed: 'No pin: the listing will say its location is not on the map.', putBack: 'Put the pin back',
    failed: 'The map could not load.', failedAt: 'Your listing will be pinned at the centre of {locality}.',
    helpAt: 'The pin starts at the centre of {locality} and is saved with your listing. Drag it, or tap the map, to mark the exact spot.',
    help: 'Drag the pin, or tap the map, to mark the spot: until then the listing has no map location.',
    pinned: 'Pinned at {value}', remove: 'Remove the pin', marker: 'Property location', markerAlt: 'Property location pin',
  },
  form: { select: 'Select', unit: '{label} unit' },
  description: {
    placeholder: 'What makes it a good home or place of business: light, neighbourhood, nearby schools and transport…',
    help: 'At least {min} characters ({n} so far). Phone numbers and links are not allowed here: buyers reach you through {site}, and listings that contain them wait for a review.',
  },
  photos: {
    lead: 'Listings with photos get far more calls. Add up to 20; use the buttons to choose the cover and the order.',
    add: 'Add photos ({n}/{max})', choose: 'Choose Files', help: 'JPEG, PNG or WebP. The first photo is the cover shown in search results.',
    list: 'Your photos', photo: 'Photo {n}', coverPhoto: 'Photo {n} (cover)', cover: 'Cover', makeCover: 'Make cover',
    makeCoverOf: ': photo {n}', earlier: 'Move photo {n} earlier', later: 'Move photo {n} later', remove: 'Remove photo {n}',
    uploading: 'Uploading {name}', tooMany: 'You can add {n} more photos ({max} at most).', tooManyOne: 'You can add {n} more photo ({max} at most).',
  },
  review: {
    rent: '{noun} for rent', sale: '{noun} for sale', change: 'Change', changeOf: 'Change {title}', yes: 'Yes',
    amenities: 'Amenities: {value}', photos: '{n} photos', photo: '{n} photo', none: 'No photos', cover: 'Cover photo',
  },
  result: {
    pendingTitle: 'Your listing is waiting for a review',
    pendingLead: 'It is saved but not shown in search until a reviewer approves it. Our checks found:',
    pendingFix: 'You can edit it from My Properties to fix this.',
    live: 'Your property is live', changesLive: 'Your changes are live', lead: 'Buyers and tenants can find it in search now.',
    guest: 'It belongs to the account of {value}: log in with that number to manage it under My Properties.',
    view: 'View your listing', mine: 'Go to My Properties', home: 'Back to home',
  },
};

export type PostingText = typeof ENGLISH_POSTING_TEXT;

export type PostingWords = {
  text: PostingText;
  /** An English label, choice, unit or amenity of the field catalogue to the page's language; missing ones stay English. */
  terms: Readonly<Record<string, string>>;
  /** A validation message as the wizard words it in English to the page's language (ErrorWords). */
  errors: Readonly<Record<string, string>>;
  /** Server message code to its template (serverMessages.*); empty in English, which shows the server's own words. */
  server: Readonly<Record<string, string>>;
  /** The leave dialogs (auth.unsaved, auth.saved, auth.close). */
  dialogs: WizardWords['dialogs'];
  /** The kind of property posted, for the titles ({noun}); the posting registry's English label when absent. */
  noun?: string;
  /** The price step's context line, worded from its figures; English keeps the server's sentence. */
  context?: ContextWords;
  /** The locality box's screen-reader announcements (posting.live); English keeps react-select's own. */
  live?: LiveWords;
  /**
   * Draw the photo picker's button in the page's language (photos.choose): the browser words its own
   * file input ("Choose Files") in the browser's language, which English pages keep.
   */
  ownPicker?: boolean;
};

export const ENGLISH_POSTING_WORDS: PostingWords = {
  text: ENGLISH_POSTING_TEXT, terms: {}, errors: {}, server: {},
  dialogs: ENGLISH_WIZARD_WORDS.dialogs,
};

/** The wizard's words for its panels deep in the form; the screen provides them from its props. */
export const PostingWordsContext = createContext<PostingWords>(ENGLISH_POSTING_WORDS);

export const usePostingWords = () => useContext(PostingWordsContext);

/** A catalogue term (label, choice, unit, amenity) in the page's language. */
export const termIn = (w: PostingWords, english: string) => w.terms[english] ?? english;

/** A template of `w.text` filled. */
export const say = (template: string, values: Record<string, string | number> = {}) => fill(template, values);
