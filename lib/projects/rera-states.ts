// One row per state authority: its name, website, where a visitor checks a project number (the
// project's own page when the authority publishes a URL scheme by number, else its search page),
// the number's shape and where that shape was read. Numbers are compared after normaliseRera
// (trimmed, single spaces, upper case; Tamil Nadu's Building/Layout in title case).
//
// No authority publishes a project page addressed by the registration number: MahaRERA, K-RERA,
// HARERA and UP RERA address a project's page by an internal id that the number does not give.
// MahaRERA's public project search is a GET form whose "project name" box also takes the number
// (project_name=…&project_state=27&op=Search), so its link runs the search for the number; the
// other search pages are POST forms (several behind a CAPTCHA), so the link opens the search page
// and the number is printed beside it to type in.

export type StateRule = {
  authority: string;
  /** The authority's home page. */
  site: string;
  /** Where a visitor checks a project: `{n}` is replaced by the URL-encoded number. */
  verify: string;
  /** 'project': the project's own page; 'search': the search page, with the number when the URL takes it. */
  verifyKind: 'project' | 'search';
  pattern?: RegExp;
  example?: string;
  /** Where the shape was read (certificates as printed, the authority's own lists). */
  source: string;
};

export const RERA_STATES: Record<string, StateRule> = {
  Karnataka: {
    authority: 'Karnataka Real Estate Regulatory Authority (K-RERA)', site: 'https://rera.karnataka.gov.in/',
    verify: 'https://rera.karnataka.gov.in/viewAllProjects', verifyKind: 'search',
    // PRM/KA/RERA/<4-digit office>/<3-digit taluk>/PR/<YYMMDD of filing>/<6-digit serial>; AG (agents) is refused.
    pattern: /^PRM\/KA\/RERA\/\d{4}\/\d{3}\/PR\/\d{6}\/\d{6}$/, example: 'PRM/KA/RERA/1251/309/PR/171014/000287',
    source: 'K-RERA registered projects list, rera.karnataka.gov.in/viewAllProjects',
  },
  Maharashtra: {
    authority: 'Maharashtra Real Estate Regulatory Authority (MahaRERA)', site: 'https://maharera.maharashtra.gov.in/',
    verify: 'https://maharera.maharashtra.gov.in/projects-search-result?project_name={n}&project_state=27&op=Search', verifyKind: 'search',
    // P, a 5-digit district code (51800 Mumbai Suburban, 52100 Pune), a 6-digit serial.
    pattern: /^P\d{11}$/, example: 'P51800012345',
    source: 'MahaRERA project search, maharera.maharashtra.gov.in/projects-search-result',
  },
  Telangana: {
    authority: 'Telangana State Real Estate Regulatory Authority (TS-RERA)', site: 'https://rera.telangana.gov.in/',
    verify: 'https://rerait.telangana.gov.in/SearchList/Search', verifyKind: 'search',
    // P, a 3-digit district code, 8 digits: MahaRERA's shape.
    pattern: /^P\d{11}$/, example: 'P02400001234',
    source: 'TS-RERA project search, rerait.telangana.gov.in/SearchList/Search',
  },
  'Tamil Nadu': {
    authority: 'Tamil Nadu Real Estate Regulatory Authority (TNRERA)', site: 'https://rera.tn.gov.in/',
    verify: 'https://rera.tn.gov.in/registered-building/tn', verifyKind: 'search',
    // TN/<2-digit district>/<Building|Layout>/<serial>/<year of registration>.
    pattern: /^TN\/\d{2}\/(Building|Layout)\/\d{3,5}\/\d{4}$/, example: 'TN/29/Building/0107/2019',
    source: 'TNRERA registered buildings and layouts, rera.tn.gov.in/registered-building/tn',
  },
  Haryana: {
    authority: 'Haryana Real Estate Regulatory Authority (HARERA)', site: 'https://haryanarera.gov.in/',
    verify: 'https://haryanarera.gov.in/admincontrol/registered_projects/2', verifyKind: 'search',
    // Two benches, three printed forms: Gurugram's certificates RC/REP/HARERA/GGM/<project>/<memo>/<year>/<serial>
    // (the project and memo parts absent on some), its older GGM/<project>/<memo>/<year>/<serial>, and
    // Panchkula's HRERA-PKL-<district>-<serial>-<year>.
    pattern: /^(RC\/REP\/HARERA\/(GGM|PKL)\/(\d{1,5}\/\d{1,5}\/)?\d{4}\/\d{1,4}|GGM\/\d{1,5}\/\d{1,5}\/\d{4}\/\d{1,4}|HRERA-PKL-[A-Z]{2,4}-\d{1,5}-\d{4})$/,
    example: 'RC/REP/HARERA/GGM/814/546/2024/41',
    source: 'HARERA registered projects (Gurugram 2, Panchkula 1), haryanarera.gov.in/admincontrol/registered_projects',
  },
  Delhi: {
    authority: 'Real Estate Regulatory Authority, NCT of Delhi (Delhi RERA)', site: 'https://rera.delhi.gov.in/',
    verify: 'https://rera.delhi.gov.in/registered_promoters_list', verifyKind: 'search',
    // DLRERA<year>P<4-digit serial> (A for agents).
    pattern: /^DLRERA\d{4}P\d{4}$/, example: 'DLRERA2019P0008',
    source: 'Delhi RERA registered projects, rera.delhi.gov.in',
  },
  Gujarat: {
    authority: 'Gujarat Real Estate Regulatory Authority (GujRERA)', site: 'https://gujrera.gujarat.gov.in/',
    verify: 'https://gujrera.gujarat.gov.in/', verifyKind: 'search',
    // PR/GJ/<district>/<taluka>/<approving authority>/<type code: RAA residential, MAA mixed, CAA commercial…><5 digits>/<DDMMYY>.
    pattern: /^PR\/GJ\/[A-Z][A-Z .]*\/[A-Z][A-Z .]*\/[A-Z][A-Z .]*\/[A-Z]{2,4}\d{5}\/\d{6}$/,
    example: 'PR/GJ/AHMEDABAD/AHMEDABAD CITY/AUDA/RAA07863/011220',
    source: 'GujRERA registration certificates (project search, gujrera.gujarat.gov.in)',
  },
  'Andhra Pradesh': {
    authority: 'Andhra Pradesh Real Estate Regulatory Authority (APRERA)', site: 'https://rera.ap.gov.in/',
    verify: 'https://rera.ap.gov.in/', verifyKind: 'search',
    // P, 11 digits, as in Telangana (the two split in 2014 and kept one shape).
    pattern: /^P\d{11}$/, example: 'P01070381701',
    source: 'APRERA registration certificates (project search, rera.ap.gov.in)',
  },
  'Uttar Pradesh': {
    authority: 'Uttar Pradesh Real Estate Regulatory Authority (UP RERA)', site: 'https://www.up-rera.in/',
    verify: 'https://www.up-rera.in/projects', verifyKind: 'search',
    // UPRERAPRJ<serial>, newer ones with /<MM>/<YYYY> of registration.
    pattern: /^UPRERAPRJ\d{1,7}(\/\d{2}\/\d{4})?$/, example: 'UPRERAPRJ155408',
    source: 'UP RERA registered projects, up-rera.in/projects',
  },
  Kerala: { authority: 'Kerala Real Estate Regulatory Authority (K-RERA)', site: 'https://rera.kerala.gov.in/',
    verify: 'https://rera.kerala.gov.in/explore-projects', verifyKind: 'search', source: 'rera.kerala.gov.in' },
  'West Bengal': { authority: 'West Bengal Real Estate Regulatory Authority (WBRERA)', site: 'https://rera.wb.gov.in/',
    verify: 'https://rera.wb.gov.in/', verifyKind: 'search', source: 'rera.wb.gov.in' },
  Rajasthan: { authority: 'Rajasthan Real Estate Regulatory Authority (RajRERA)', site: 'https://rera.rajasthan.gov.in/',
    verify: 'https://rera.rajasthan.gov.in/', verifyKind: 'search', source: 'rera.rajasthan.gov.in' },
  Goa: { authority: 'Goa Real Estate Regulatory Authority (Goa RERA)', site: 'https://rera.goa.gov.in/',
    verify: 'https://rera.goa.gov.in/', verifyKind: 'search', source: 'rera.goa.gov.in' },
};

/** The product's cities' states (server/catalog/places/cities.ts, checked by a test): the wizard checks a number before the server places it. */
export const CITY_STATE: Record<string, string> = {
  Bengaluru: 'Karnataka', Mysuru: 'Karnataka', Hyderabad: 'Telangana', Chennai: 'Tamil Nadu', Mumbai: 'Maharashtra',
  Pune: 'Maharashtra', Visakhapatnam: 'Andhra Pradesh', 'New Delhi': 'Delhi', Ahmedabad: 'Gujarat', Gurgaon: 'Haryana',
};

/** The central portal lists every state's authority. */
export const RERA_PORTAL = 'https://rera.mohua.gov.in/';
