// The EMI calculator's words (a client island: the detail page translates them on the server).
// English is the default, so /emi-calculator and the tests render it as before.
export type EmiWords = {
  price: string; down: string; rate: string; tenure: string; perYear: string; years: string; state: string;
  loan: string; monthly: string; interest: string;
  /** {state}. */
  stamp: string;
  upFront: string;
  /** Hindi and Kannada only ({state} {price} {duty} {reg}): English keeps rateSummary's own sentence. */
  summary?: string;
  /** {summary} {date} {link}. */
  source: string; department: string;
  table: string; caption: string; year: string; principal: string; interestCol: string; balance: string;
};

export const ENGLISH_EMI_WORDS: EmiWords = {
  price: 'Property price', down: 'Down payment', rate: 'Interest rate', tenure: 'Loan tenure', perYear: '% a year',
  years: 'years', state: 'State', loan: 'Loan amount', monthly: 'Monthly EMI', interest: 'Total interest',
  stamp: 'Stamp duty + registration ({state})', upFront: 'Cash needed up front',
  source: "{summary}. An estimate (our table of {date}); the {link} publishes the current rates, and the registrar's own figure is final.",
  department: "state's registration department",
  table: 'Year-by-year repayment', caption: 'Amortisation by year', year: 'Year', principal: 'Principal', interestCol: 'Interest', balance: 'Balance',
};
