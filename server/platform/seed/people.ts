import 'server-only';
import type { Rng } from './random';

// Realistic Indian names: first names are pan-Indian, surnames follow the
// region of the user's city so a Mysuru owner reads like one.

const MALE = [
  'Aarav', 'Abhishek', 'Aditya', 'Ajay', 'Akash', 'Amit', 'Anand', 'Anil', 'Arjun', 'Arun',
  'Ashok', 'Deepak', 'Dinesh', 'Ganesh', 'Gaurav', 'Harish', 'Karthik', 'Kiran', 'Krishna', 'Mahesh',
  'Manoj', 'Mohan', 'Naveen', 'Nikhil', 'Pradeep', 'Prakash', 'Pranav', 'Rahul', 'Rajesh', 'Rakesh',
  'Ramesh', 'Ravi', 'Rohit', 'Sachin', 'Sandeep', 'Sanjay', 'Santosh', 'Satish', 'Shankar', 'Siddharth',
  'Srinivas', 'Sudhir', 'Suresh', 'Varun', 'Venkatesh', 'Vijay', 'Vikram', 'Vinay', 'Vishal', 'Yogesh',
];
const FEMALE = [
  'Aishwarya', 'Ananya', 'Anitha', 'Anjali', 'Anusha', 'Bhavana', 'Deepa', 'Divya', 'Gayathri', 'Geetha',
  'Harini', 'Isha', 'Jyothi', 'Kavya', 'Keerthi', 'Lakshmi', 'Madhuri', 'Meena', 'Meghana', 'Neha',
  'Nisha', 'Pallavi', 'Pooja', 'Priya', 'Radha', 'Rashmi', 'Rekha', 'Roopa', 'Sahana', 'Sangeetha',
  'Shilpa', 'Shruti', 'Sneha', 'Sowmya', 'Sunita', 'Swathi', 'Tanvi', 'Usha', 'Vaishnavi', 'Vidya',
];
const SURNAMES: Record<Region, string[]> = {
  karnataka: ['Gowda', 'Shetty', 'Hegde', 'Rao', 'Bhat', 'Kamath', 'Patil', 'Kulkarni', 'Naik', 'Urs', 'Prasad', 'Murthy'],
  tamil: ['Iyer', 'Iyengar', 'Krishnan', 'Subramanian', 'Pillai', 'Raman', 'Natarajan', 'Sundaram', 'Mudaliar', 'Chettiar'],
  telugu: ['Reddy', 'Naidu', 'Rao', 'Chowdary', 'Varma', 'Raju', 'Sastry', 'Goud', 'Prasad', 'Yadav'],
  west: ['Patel', 'Shah', 'Desai', 'Joshi', 'Kulkarni', 'Deshpande', 'Patil', 'Mehta', 'Jadhav', 'Pawar', 'Shinde'],
  north: ['Sharma', 'Verma', 'Gupta', 'Singh', 'Agarwal', 'Malhotra', 'Kapoor', 'Chopra', 'Yadav', 'Mishra', 'Bansal'],
};
type Region = 'karnataka' | 'tamil' | 'telugu' | 'west' | 'north';
const REGION_OF: Record<string, Region> = {
  Bengaluru: 'karnataka', Mysuru: 'karnataka', Chennai: 'tamil', Hyderabad: 'telugu', Visakhapatnam: 'telugu',
  Mumbai: 'west', Pune: 'west', Ahmedabad: 'west', 'New Delhi': 'north', Gurgaon: 'north',
};
const REGIONS = Object.keys(SURNAMES) as Region[];

export type PersonName = { first: string; last: string; full: string };

export function personName(rng: Rng, city: string): PersonName {
  const first = rng.chance(0.55) ? rng.pick(MALE) : rng.pick(FEMALE);
  // Big cities draw people from everywhere: 30% of surnames come from another region.
  const region = rng.chance(0.7) ? (REGION_OF[city] ?? 'north') : rng.pick(REGIONS);
  const last = rng.pick(SURNAMES[region]);
  return { first, last, full: `${first} ${last}` };
}

const COMPANY_HEAD = [
  'Shree Balaji', 'Vasundhara', 'Green Acre', 'Skyline', 'Kaveri', 'Nandi', 'Sahyadri', 'Coastal', 'Deccan',
  'Lotus', 'Sunrise', 'Emerald', 'Silver Oak', 'Royal Crest', 'Pinnacle', 'Heritage', 'Trident', 'Aryan',
  'Sai Krupa', 'Harmony', 'Chamundi', 'Tulsi', 'Banyan Tree', 'Mangala', 'Vijaya',
];
const COMPANY_TAIL = ['Developers', 'Builders', 'Constructions', 'Infra', 'Realty', 'Estates', 'Homes', 'Projects'];
export const COMPANY_ROLES = ['Founder', 'Managing Director', 'Director', 'Partner', 'Sales Head', 'CRM Manager'];

export function companyName(rng: Rng): string {
  const legal = rng.weighted(['Pvt Ltd', 'LLP', ''], [5, 2, 3]);
  return [rng.pick(COMPANY_HEAD), rng.pick(COMPANY_TAIL), legal].filter(Boolean).join(' ');
}

export function emailFor(name: PersonName, n: number): string {
  // example.com is reserved for documentation: no demo mail can reach a real person.
  return `${name.first}.${name.last}${n}@example.com`.toLowerCase();
}

const AGENT_BLURBS = [
  'RERA-registered property consultant helping families find homes since {y}.',
  'Specialist in resale flats and rentals across {c}. Verified listings, transparent brokerage.',
  'Commercial and residential leasing in {c}; quick site visits on weekends.',
];
const BUILDER_BLURBS = [
  'Building quality homes in {c} since {y}, with every project delivered on time.',
  'A {c} developer of gated communities, villas and plotted layouts with clear titles.',
];

export function profileBlurb(rng: Rng, role: 'agent' | 'builder', city: string): string {
  const t = rng.pick(role === 'agent' ? AGENT_BLURBS : BUILDER_BLURBS);
  return t.replace('{c}', city).replace('{y}', String(rng.int(1995, 2018)));
}
