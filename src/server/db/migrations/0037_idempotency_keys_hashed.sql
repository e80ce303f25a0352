-- Keys are stored hashed and answers encrypted from now on (lib/idempotency.ts). The rows kept before
-- hold keys and answers (a lead's e-mail and phone) in clear and could not be found by a hash anyway:
-- they go. A retry of a key sent before the upgrade runs its request again.
DELETE FROM idempotency_keys;
