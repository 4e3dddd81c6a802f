import { SITE_NAME, SUPPORT } from '@/lib/site';

/** The footer's support contact block; error pages show only this. */
export function SupportBlock() {
  return (
    <section aria-labelledby="support-heading">
      <h2 id="support-heading">Need help? Talk to {SITE_NAME} support</h2>
      <ul>
        <li>Call: <a href={SUPPORT.phoneHref}>{SUPPORT.phone}</a></li>
        <li>E-mail: <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a></li>
        <li>WhatsApp: <a href={SUPPORT.whatsappHref} target="_blank" rel="noopener noreferrer">Chat with us</a></li>
        <li>{SUPPORT.hours}</li>
      </ul>
    </section>
  );
}
