-- The retail accessory items kept their pictures as a JSON list of URLs; copy them into the
-- e-commerce image table (as product images, in order) before the column is dropped.
INSERT INTO "accessory_item_images" ("item_id", "image_group", "url", "position")
SELECT i."id", 'productImages', u.value, (u.ordinality - 1)::int
FROM "accessory_items" i, jsonb_array_elements_text(i."image_urls") WITH ORDINALITY AS u(value, ordinality);
