-- custom: listings.amenity_bits is generated from the amenities by this function, so
-- PostgreSQL keeps it for every writer. Bit i = the i-th name of server/catalog/search/catalog/amenity-bits.ts
-- (append only; tests/api/search-index-columns.test.ts compares the two). Unknown names set no bit.
CREATE OR REPLACE FUNCTION amenity_bits(names text[]) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(bit_or(1::bigint << (k.pos - 1)::int), 0)
  FROM unnest(ARRAY['Lift', 'Power Backup', 'Car Parking', '24x7 Security', 'CCTV', 'Gym', 'Swimming Pool', 'Club House', 'Children''s Play Area', 'Garden', 'Intercom', 'Rain Water Harvesting', 'Piped Gas', 'Visitor Parking', 'Fire Safety', 'Jogging Track', '24x7 Water Supply', 'Maintenance Staff', 'Indoor Games', 'Community Hall', 'Cafeteria', 'Conference Room', 'Central AC', 'Service Lift', 'Wide Approach Road', 'Gated Community', 'Water Connection', 'Electricity Connection', 'Borewell', 'Drip Irrigation', 'Compound Wall', 'Farm Pond', 'Caretaker Room', 'Solar Pump']::text[]) WITH ORDINALITY AS k(name, pos)
  WHERE k.name = ANY(names)
$$;
