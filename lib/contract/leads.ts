import type { Card } from '../card';

/** An agent's RERA registration as quoted on their leads. */
export type AgentReraApi = { state: string; number: string; authority: string; site: string };

/** A callback request as created. */
export type CallbackApi = {
  id: number;
  property_id: number;
  property_type: string;
  name: string;
  phone_number: string;
  preferred_time: string | null;
  message: string | null;
  created_at: string;
  /** The poster answered "share my number". */
  number_shared: boolean;
};

/** A callback in the Request Callbacks lists, with its item's card (null once no longer listed). */
export type CallbackLead = Omit<CallbackApi, 'phone_number'> & {
  /** Null once the requester withdrew "share my number" (then number_hidden is set). */
  phone_number: string | null;
  number_hidden?: boolean;
  item: Card | null;
  /** Requests I asked for: the poster's number once shared, and an agent poster's RERA registration. */
  poster_phone?: string | null;
  poster_rera?: AgentReraApi | null;
};

export type CallbackPage = { data: CallbackLead[]; totalNoOfPages: number; page: number; total: number };

/** An enquiry as sent to the item's poster. */
export type EnquiryApi = {
  id: number;
  property_id: number;
  property_type: string;
  name: string;
  message: string | null;
  created_at: string;
};

/** "Share my number" on one lead: that visitor now sees the poster's phone for that item. */
export type NumberShared = { lead_type: 'callback' | 'enquiry'; lead_id: number; number_shared: true; shared_at: string };
