-- Custom SQL migration file, put your code below! --
-- custom: Databases imported before this release keep GeoNames pins far from their
-- product city (Dharmaram College, Bengaluru, at 13.133 N 77.927 E, 36 km out). The rules of
-- server/catalog/places/plausible-points.ts, for the product cities: urban-core localities (the city's PIN prefix)
-- within 25 km of the centre (New Delhi 35 km), the rest of the district within 120 km. First the items
-- that took the locality's pin (within 2 km of it: seeded or posted without a pin of their own) lose it,
-- then the localities.
UPDATE "listings" AS i SET "lat" = NULL, "lng" = NULL
FROM "localities" AS l JOIN "cities" AS c ON c."name" = l."city_name"
WHERE i."locality_id" = l."id" AND i."lat" IS NOT NULL AND i."lng" IS NOT NULL
  AND l."lat" IS NOT NULL AND l."lng" IS NOT NULL
  AND 111.32 * sqrt(power(i."lat" - l."lat", 2) + power((i."lng" - l."lng") * cos(radians(l."lat")), 2)) < 2
  AND 111.32 * sqrt(power(l."lat" - c."lat", 2) + power((l."lng" - c."lng") * cos(radians((l."lat" + c."lat") / 2)), 2))
    > CASE WHEN left(l."pincode", 3) = CASE l."city_name" WHEN 'Bengaluru' THEN '560' WHEN 'Mysuru' THEN '570'
        WHEN 'Hyderabad' THEN '500' WHEN 'Chennai' THEN '600' WHEN 'Mumbai' THEN '400' WHEN 'Pune' THEN '411'
        WHEN 'Visakhapatnam' THEN '530' WHEN 'New Delhi' THEN '110' WHEN 'Ahmedabad' THEN '380' WHEN 'Gurgaon' THEN '122' END
      THEN CASE WHEN l."city_name" = 'New Delhi' THEN 35 ELSE 25 END ELSE 120 END;
--> statement-breakpoint
UPDATE "pgs" AS i SET "lat" = NULL, "lng" = NULL
FROM "localities" AS l JOIN "cities" AS c ON c."name" = l."city_name"
WHERE i."locality_id" = l."id" AND i."lat" IS NOT NULL AND i."lng" IS NOT NULL
  AND l."lat" IS NOT NULL AND l."lng" IS NOT NULL
  AND 111.32 * sqrt(power(i."lat" - l."lat", 2) + power((i."lng" - l."lng") * cos(radians(l."lat")), 2)) < 2
  AND 111.32 * sqrt(power(l."lat" - c."lat", 2) + power((l."lng" - c."lng") * cos(radians((l."lat" + c."lat") / 2)), 2))
    > CASE WHEN left(l."pincode", 3) = CASE l."city_name" WHEN 'Bengaluru' THEN '560' WHEN 'Mysuru' THEN '570'
        WHEN 'Hyderabad' THEN '500' WHEN 'Chennai' THEN '600' WHEN 'Mumbai' THEN '400' WHEN 'Pune' THEN '411'
        WHEN 'Visakhapatnam' THEN '530' WHEN 'New Delhi' THEN '110' WHEN 'Ahmedabad' THEN '380' WHEN 'Gurgaon' THEN '122' END
      THEN CASE WHEN l."city_name" = 'New Delhi' THEN 35 ELSE 25 END ELSE 120 END;
--> statement-breakpoint
UPDATE "projects" AS i SET "lat" = NULL, "lng" = NULL
FROM "localities" AS l JOIN "cities" AS c ON c."name" = l."city_name"
WHERE i."locality_id" = l."id" AND i."lat" IS NOT NULL AND i."lng" IS NOT NULL
  AND l."lat" IS NOT NULL AND l."lng" IS NOT NULL
  AND 111.32 * sqrt(power(i."lat" - l."lat", 2) + power((i."lng" - l."lng") * cos(radians(l."lat")), 2)) < 2
  AND 111.32 * sqrt(power(l."lat" - c."lat", 2) + power((l."lng" - c."lng") * cos(radians((l."lat" + c."lat") / 2)), 2))
    > CASE WHEN left(l."pincode", 3) = CASE l."city_name" WHEN 'Bengaluru' THEN '560' WHEN 'Mysuru' THEN '570'
        WHEN 'Hyderabad' THEN '500' WHEN 'Chennai' THEN '600' WHEN 'Mumbai' THEN '400' WHEN 'Pune' THEN '411'
        WHEN 'Visakhapatnam' THEN '530' WHEN 'New Delhi' THEN '110' WHEN 'Ahmedabad' THEN '380' WHEN 'Gurgaon' THEN '122' END
      THEN CASE WHEN l."city_name" = 'New Delhi' THEN 35 ELSE 25 END ELSE 120 END;
--> statement-breakpoint
UPDATE "localities" AS l SET "lat" = NULL, "lng" = NULL
FROM "cities" AS c
WHERE c."name" = l."city_name" AND l."lat" IS NOT NULL AND l."lng" IS NOT NULL
  AND 111.32 * sqrt(power(l."lat" - c."lat", 2) + power((l."lng" - c."lng") * cos(radians((l."lat" + c."lat") / 2)), 2))
    > CASE WHEN left(l."pincode", 3) = CASE l."city_name" WHEN 'Bengaluru' THEN '560' WHEN 'Mysuru' THEN '570'
        WHEN 'Hyderabad' THEN '500' WHEN 'Chennai' THEN '600' WHEN 'Mumbai' THEN '400' WHEN 'Pune' THEN '411'
        WHEN 'Visakhapatnam' THEN '530' WHEN 'New Delhi' THEN '110' WHEN 'Ahmedabad' THEN '380' WHEN 'Gurgaon' THEN '122' END
      THEN CASE WHEN l."city_name" = 'New Delhi' THEN 35 ELSE 25 END ELSE 120 END;
