import { SITE_NAME, SUPPORT } from '@/lib/site';

export type SupportWords = { heading: string; call: string; email: string; whatsapp: string; chat: string; hours: string };

/** English, for the error pages' client boundary (it cannot read the catalogue). */
const ENGLISH: SupportWords = {
  heading: `Need help? Talk to ${SITE_NAME} support`, call: 'Call:', email: 'E-mail:', whatsapp: 'WhatsApp:', chat: 'Chat with us', hours: SUPPORT.hours,
};

type Tr = (key: 'footer.support' | 'footer.call' | 'footer.email' | 'footer.whatsapp' | 'footer.chat' | 'footer.hours', values?: { site: string }) => string;

export const supportWords = (t: Tr): SupportWords => ({
  heading: t('footer.support', { site: SITE_NAME }), call: t('footer.call'), email: t('footer.email'),
  whatsapp: t('footer.whatsapp'), chat: t('footer.chat'), hours: t('footer.hours'),
});

/** The footer's support contact block; error pages show only this. */
export function SupportBlock({ words = ENGLISH }: { words?: SupportWords }) {
  return (
    <section aria-labelledby="support-heading">
      <h2 id="support-heading">{words.heading}</h2>
      <ul>
        <li>{words.call} <a href={SUPPORT.phoneHref}>{SUPPORT.phone}</a></li>
        <li>{words.email} <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a></li>
        <li>{words.whatsapp} <a href={SUPPORT.whatsappHref} target="_blank" rel="noopener noreferrer">{words.chat}</a></li>
        <li>{words.hours}</li>
      </ul>
    </section>
  );
}
