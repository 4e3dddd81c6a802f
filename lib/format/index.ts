// The formatter module: every date, rupee amount, price and count the product prints (pages,
// e-mails, PDFs, SMS) goes through one of these, in India time with Indian digit grouping.
// A lint rule (eslint.config.mjs) keeps Intl formatters, toLocale*String and the zone name in here.
export * from './dates';
export * from './money';
export * from './counts';
export * from './price';
