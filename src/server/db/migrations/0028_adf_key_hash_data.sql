-- Issue 42: an agency's ADF key is kept as its SHA-256 (and its last four characters), never in clear.
-- The keys portals already hold keep working: their hashes are computed here before the clear column goes.
UPDATE "agency_intake_keys" SET "secret_hash" = encode(sha256(convert_to("secret", 'UTF8')), 'hex'), "last_four" = right("secret", 4);
