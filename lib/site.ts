// Product-wide facts shown in the shell (not given by the spec; chosen here).
export const SITE_NAME = 'GharBazaar';
export const SITE_TAGLINE = 'Homes, shops, farm land and PG rooms across India';
export const SUPPORT = {
  phone: '+91 80 4718 2200',
  phoneHref: 'tel:+918047182200',
  email: 'support@gharbazaar.in',
  hours: 'Mon–Sat, 9:30 am – 7:00 pm IST',
  whatsappHref: 'https://wa.me/918047182200',
};
export const FIND_ARCHITECTS_URL = 'https://www.houzz.in/professionals/architects-and-building-designers';
export const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/gharbazaar.in' },
  { label: 'Instagram', href: 'https://www.instagram.com/gharbazaar.in' },
  { label: 'X (Twitter)', href: 'https://x.com/gharbazaar_in' },
  { label: 'YouTube', href: 'https://www.youtube.com/@gharbazaar' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/gharbazaar' },
];
export const QUICK_LINKS = [
  { label: 'About Us', href: '/static-pages/aboutus' },
  { label: 'Contact Us', href: '/static-pages/contact-us' },
  { label: 'Privacy Policy', href: '/static-pages/privacy-policy' },
  { label: 'Refund Policy', href: '/static-pages/refund-policy' },
  { label: 'Terms & Conditions', href: '/static-pages/terms-and-conditions' },
  { label: 'PG in Mysuru', href: '/pg' },
];
