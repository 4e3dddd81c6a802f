/** One consent as the settings page and "download my data" show it (DPDP Act 2023 s.6). */
export type ConsentApi = {
  id: number;
  purpose: string;
  label: string;
  notice_version: string;
  channel: string;
  given_at: string;
  withdrawn_at: string | null;
  /** Set on a consent given with a lead: whose number the poster may see. */
  lead: { lead_type: string; lead_id: number | null; poster_id: number | null } | null;
};

/** delete-account's answer: when the account was erased. */
export type AccountDeleted = { deleted_at: string };

/** A mail's one-click unsubscribe: which mails stop. */
export type Unsubscribed = { purpose: string };

/** The footer's newsletter signup: the address as kept (subscribing twice gives the same answer). */
export type NewsletterSignup = { email: string };
