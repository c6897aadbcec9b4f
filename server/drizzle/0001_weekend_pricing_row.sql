-- The single current-state row of weekend pricing (inactive, 25 %).
INSERT INTO "weekend_pricing" ("id", "is_active", "percentage_increase") VALUES (1, false, 25) ON CONFLICT ("id") DO NOTHING;
