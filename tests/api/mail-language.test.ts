// The complainant's and the subscriber's mails are written in the language of the page they
// came from (the x-gb-lang header the site's API client sends), and the language is kept with
// the ticket and the subscription for the mails that follow. English mails stay word for word.
import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { longDateText } from '@/lib/format';
import { grievanceOfficer } from '@/lib/grievance/officer';
import { grievances, mailOutbox, newsletterSubscribers, users } from '@/server/platform/db/schema';
import { createAdmin } from '@/server/trust/admin/create-admin';
import { grievanceThrottle } from '@/server/trust/grievances/routes';
import { englishWords } from '../helpers/english-words';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { accountUser } from '../helpers/account-fixtures';

const t = useTestDb();
const NAME = 'Meera Rao';
const SUBJECT = 'The flat was already let';
const complaint = (email: string) => ({
  name: NAME, email, category: 'listing', subject: SUBJECT,
  message: 'I paid a visit and the owner said it was let two months ago; the listing still shows.',
});
const lastMail = async (email: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.email, email)).orderBy(desc(mailOutbox.id)).limit(1))[0];
const page = (lang: string) => ({ headers: { 'x-gb-lang': lang } });

/** Latin words of a mail but what the visitor or the configuration wrote, the ticket, links and the brand. */
function leftInEnglish(text: string, names: string[]) {
  const officer = grievanceOfficer();
  const kept = [...names, officer.name, officer.operator, officer.email, 'GharBazaar'];
  return englishWords(text.replace(/https?:\/\/\S+/g, ' ').replace(/\S+@\S+/g, ' '), kept.filter(Boolean) as string[]);
}

async function fileFrom(lang: string | null, email: string, token?: string) {
  await grievanceThrottle.clear();
  const r = await call('POST', '/api/grievances/create', complaint(email), { ip: '10.41.0.1', token, ...(lang ? page(lang) : {}) });
  expect(r.http).toBe(200);
  return r.body.data as { id: number; ticket: string; created_at: string; due_at: string };
}

async function resolve(id: number, reason: string) {
  const a = await accountUser(t.db, 'buyer', { name: 'Desk Admin' });
  await createAdmin(t.db, a.user.phoneNumber);
  expect((await call('POST', '/api/admin/grievance-resolve', { id, reason }, { token: a.token })).http).toBe(200);
}

describe('the grievance mails', () => {
  it('acknowledge in English word for word from an English page', async () => {
    const g = await fileFrom(null, 'en@example.in');
    const officer = grievanceOfficer();
    const mail = await lastMail('en@example.in');
    expect(mail.subject).toBe(`Your complaint ${g.ticket} is registered`);
    expect(mail.body).toBe(`Dear ${NAME},\n\nWe have registered your complaint "${SUBJECT}" as ticket ${g.ticket} on `
      + `${longDateText(g.created_at)}. We will resolve it by ${longDateText(g.due_at)}.\n\n`
      + `${officer.name}, ${officer.designation}\n${[officer.operator, officer.address].filter(Boolean).join(', ')}\n${officer.email}`);
  });

  it('acknowledge in Hindi from a Hindi page and reply in it later', async () => {
    const g = await fileFrom('hi-IN', 'hi@example.in');
    expect((await t.db.select().from(grievances).where(eq(grievances.id, g.id)))[0].locale).toBe('hi');
    const ack = await lastMail('hi@example.in');
    expect(ack.subject).toBe(`आपकी शिकायत ${g.ticket} दर्ज हो गई है`);
    expect(ack.body).toMatch(new RegExp(`^प्रिय ${NAME},\\n\\nहमने आपकी शिकायत "${SUBJECT}" \\d+ \\S+ \\d{4} को टिकट ${g.ticket} के रूप में दर्ज की है।`));
    expect(ack.body).toContain('शिकायत निवारण अधिकारी');
    expect(leftInEnglish(ack.body, [NAME, SUBJECT, g.ticket])).toEqual([]);

    await resolve(g.id, 'हमने लिस्टिंग हटा दी है।');
    const reply = await lastMail('hi@example.in');
    expect(reply.subject).toBe(`आपकी शिकायत ${g.ticket} का समाधान हो गया है`);
    expect(reply.body.startsWith(`प्रिय ${NAME},\n\nहमने लिस्टिंग हटा दी है।\n\n`)).toBe(true);
    expect(leftInEnglish(reply.body, [NAME])).toEqual([]);
  });

  it('acknowledge in Kannada from a Kannada page, dates in Kannada', async () => {
    const g = await fileFrom('kn', 'kn@example.in');
    const ack = await lastMail('kn@example.in');
    expect(ack.subject).toBe(`ನಿಮ್ಮ ದೂರು ${g.ticket} ದಾಖಲಾಗಿದೆ`);
    expect(ack.body).toContain(`ನಿಮ್ಮ ದೂರು "${SUBJECT}" ಅನ್ನು`);
    expect(ack.body).toContain(`ಟಿಕೆಟ್ ${g.ticket} ಆಗಿ ದಾಖಲಿಸಿದ್ದೇವೆ.`);
    expect(ack.body).toMatch(/[\u0C80-\u0CFF]+ \d+, \d{4} ರಂದು/);
    expect(ack.body).toContain('ಕುಂದುಕೊರತೆ ನಿವಾರಣಾ ಅಧಿಕಾರಿ');
    expect(leftInEnglish(ack.body, [NAME, SUBJECT, g.ticket])).toEqual([]);
  });

  it('reply to a ticket filed before its language was kept in the complainant\'s profile language', async () => {
    const u = await accountUser(t.db, 'buyer');
    await t.db.update(users).set({ locale: 'kn' }).where(eq(users.id, u.id));
    const g = await fileFrom(null, 'old-ticket@example.in', u.token);
    await t.db.update(grievances).set({ locale: null }).where(eq(grievances.id, g.id));
    await resolve(g.id, 'ಜಾಹೀರಾತನ್ನು ತೆಗೆದುಹಾಕಲಾಗಿದೆ.');
    const reply = await lastMail('old-ticket@example.in');
    expect(reply.subject).toBe(`ನಿಮ್ಮ ದೂರು ${g.ticket} ಪರಿಹಾರವಾಗಿದೆ`);
    expect(reply.body.startsWith(`ಆತ್ಮೀಯ ${NAME},`)).toBe(true);
  });
});

describe('the newsletter welcome mail', () => {
  const unsubscribeLink = (body: string, label: string) => body.match(new RegExp(`${label}: (\\S+)`))![1];

  it('is English word for word from an English page', async () => {
    await call('POST', '/api/news-letter/create-news-letter', { email: 'en-news@example.in' });
    const mail = await lastMail('en-news@example.in');
    expect(mail.subject).toBe('You are subscribed to the GharBazaar newsletter');
    const link = unsubscribeLink(mail.body, 'Unsubscribe');
    const site = new URL(link).origin;
    expect(mail.body).toBe('You asked for the GharBazaar newsletter at en-news@example.in: new projects, market news and tips, '
      + `about once a month. We use this address for nothing else (privacy notice: ${site}/static-pages/privacy-policy).\n`
      + `Unsubscribe: ${link}\n`);
    expect((await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'en-news@example.in')))[0].locale).toBe('en');
  });

  it('is in Hindi from a Hindi page, the language kept with the subscription, its link still working', async () => {
    await call('POST', '/api/news-letter/create-news-letter', { email: 'hi-news@example.in' }, page('hi'));
    const [row] = await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'hi-news@example.in'));
    expect(row.locale).toBe('hi');
    const mail = await lastMail('hi-news@example.in');
    expect(mail.subject).toBe('आपने GharBazaar न्यूज़लेटर की सदस्यता ले ली है');
    expect(mail.body).toContain('आपने hi-news@example.in पर GharBazaar न्यूज़लेटर मँगाया है');
    expect(mail.body).toMatch(/गोपनीयता सूचना: https?:\/\/[^/\s]+\/hi\/static-pages\/privacy-policy\)।/);
    expect(leftInEnglish(mail.body, [])).toEqual([]);
    const token = decodeURIComponent(new URL(unsubscribeLink(mail.body, 'सदस्यता छोड़ें')).searchParams.get('t')!);
    expect((await call('POST', '/api/consent/unsubscribe', { token })).http).toBe(200);
    expect(await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'hi-news@example.in'))).toEqual([]);
  });

  it('is in Kannada from a Kannada page', async () => {
    await call('POST', '/api/news-letter/create-news-letter', { email: 'kn-news@example.in' }, page('kn-IN'));
    const mail = await lastMail('kn-news@example.in');
    expect(mail.subject).toBe('ನೀವು GharBazaar ಸುದ್ದಿಪತ್ರಕ್ಕೆ ಚಂದಾದಾರರಾಗಿದ್ದೀರಿ');
    expect(mail.body).toContain('kn-news@example.in ವಿಳಾಸಕ್ಕೆ GharBazaar ಸುದ್ದಿಪತ್ರವನ್ನು ಕೇಳಿದ್ದೀರಿ');
    expect(mail.body).toMatch(/\(ಗೌಪ್ಯತಾ ಸೂಚನೆ: https?:\/\/[^/\s]+\/kn\/static-pages\/privacy-policy\)\./);
    expect(mail.body).toMatch(/\nಚಂದಾದಾರಿಕೆ ರದ್ದುಗೊಳಿಸಿ: https?:\/\/\S+\n$/);
    expect(leftInEnglish(mail.body, [])).toEqual([]);
    expect((await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'kn-news@example.in')))[0].locale).toBe('kn');
  });
});
