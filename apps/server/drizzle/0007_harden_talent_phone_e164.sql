-- Candidates' phone numbers in E.164 (decisions.md "Hardening"): '+81' + '08028142589' → '+818028142589'.
UPDATE "talents"
SET "phone_number" = "country_code" || regexp_replace(regexp_replace("phone_number", '[^0-9]', '', 'g'), '^0', '')
WHERE "phone_number" NOT LIKE '+%' AND "country_code" ~ '^\+[0-9]{1,4}$' AND "phone_number" ~ '[0-9]';
