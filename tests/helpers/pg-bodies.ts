// A valid PG body (lib/pg-posting/schemas.ts): a girls' PG in Vijayanagar, Mysuru,
// with double and triple sharing. Tests override what they straddle.
export function validPgBody(o: Record<string, unknown> = {}) {
  return {
    pg_name: 'Sri Lakshmi Ladies PG',
    gender: 'Female',
    property_details: { address: '12, 4th Cross, Vijayanagar 2nd Stage' },
    g_location: { city: 'Mysuru', area: 'Vijayanagar' },
    rooms: [
      { room_type: '2_sharing', rent: 7500, deposit: 15000, total_beds: 10, available_beds: 4 },
      { room_type: '3_sharing', rent: 6000, deposit: 12000, total_beds: 12, available_beds: 3 },
    ],
    food: { meals: ['breakfast', 'dinner'], food_type: 'veg' },
    rules: { gate_closing_time: '22:30', visitors_allowed: false, smoking_allowed: false, drinking_allowed: false, notice_period_days: 30 },
    available_from: '2026-12-01',
    description: 'Safe and clean PG for working women and students, near the bus stop, with home food.',
    amenities: ['WiFi', 'Laundry', 'CCTV', 'Power Backup'],
    photo_ids: [],
    ...o,
  };
}
