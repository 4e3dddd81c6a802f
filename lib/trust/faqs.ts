// The FAQs seeded into an empty faqs table (what Indian portals' visitors ask most).
export const DEFAULT_FAQS: { audience: string; question: string; answer: string }[] = [
  { audience: 'general', question: 'Is GharBazaar free for buyers and tenants?',
    answer: 'Yes. Searching, saving properties, asking for a callback and enquiring are free. Posters pay only for plans that feature their listings.' },
  { audience: 'general', question: 'Why can I not see the owner’s phone number?',
    answer: 'Posters’ numbers are private so they are not flooded with spam calls. Ask for a callback or send an enquiry; when the poster chooses “share my number”, you see it on the property page and in Request Callbacks.' },
  { audience: 'general', question: 'How do I report a fake or already sold listing?',
    answer: 'Open the property and choose “Report this property”. Pick a reason such as already sold/let, wrong price, fake photos or a broker posing as owner. When several buyers report a listing as sold, it leaves search until its poster confirms it is still available.' },
  { audience: 'general', question: 'How do saved-search alerts work?',
    answer: 'On any search results page choose “Save search”. You can get new matching listings instantly or once a day, by e-mail or SMS, and manage your saved searches from your profile.' },
  { audience: 'posters', question: 'Why is my listing pending?',
    answer: 'Listings with a phone number, link or e-mail in the description, a price far from the locality’s usual range or photos that match another poster’s listing are checked by our team first. My Properties shows the reason; editing the listing to clear it makes it live.' },
  { audience: 'posters', question: 'How long does my listing stay live?',
    answer: 'Sixty days from posting or from your last “Still available” confirmation. Confirm from My Properties to keep it live.' },
  { audience: 'general', question: 'Never pay before you visit',
    answer: 'GharBazaar never asks for token money. If a poster asks you to pay before a visit, report the listing with “Fraud or asked for payment”.' },
];
