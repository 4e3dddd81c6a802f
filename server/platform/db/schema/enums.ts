// Enums shared by several domains' tables.
import { pgEnum } from 'drizzle-orm/pg-core';

export const roleType = pgEnum('role_type', ['buyer', 'agent', 'owner', 'builder']);
export const posterRole = pgEnum('poster_role', ['owner', 'agent', 'builder']);
export const postType = pgEnum('post_type', ['sale', 'rent']);
export const listingGroup = pgEnum('listing_group', ['residential', 'commercial', 'agriculture']);
export const listingCategory = pgEnum('listing_category', [
  'apartment', 'residential', 'villa', 'plot',
  'office_space', 'commercial_shop', 'commercial_showroom', 'warehouse',
  'industrial_building', 'industrial_shed', 'commercial_plot', 'industrial_plot',
  'farm_house', 'land',
]);
export const listingStatus = pgEnum('listing_status', ['pending', 'approved', 'rejected', 'expired', 'deleted']);
export const facing = pgEnum('facing', [
  'north', 'south', 'east', 'west', 'north_east', 'north_west', 'south_east', 'south_west',
]);
export const furnishing = pgEnum('furnishing', ['furnished', 'unfurnished', 'semi_furnished']);
export const constructionStatus = pgEnum('construction_status', ['under_construction', 'ready_to_move']);
export const transactionType = pgEnum('transaction_type', ['new', 'resale']);
export const areaUnit = pgEnum('area_unit', ['sqft', 'acre']);
export const pgGender = pgEnum('pg_gender', ['Male', 'Female', 'Both']);
export const projectType = pgEnum('project_type', ['apartment', 'villa', 'residential_plot']);
export const projectStage = pgEnum('project_stage', [
  'launched', 'escalation', 'foundation', 'structure_implementation',
  'mechanical_electrical_plumbing', 'insulation_waterproofing', 'completed',
]);
export const itemKind = pgEnum('item_kind', ['property', 'pg', 'project']);
export const otpPurpose = pgEnum('otp_purpose', ['login', 'guest_post']);
