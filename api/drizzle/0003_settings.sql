CREATE TABLE "calendar_output_formats" (
	"pk" integer PRIMARY KEY NOT NULL,
	"public_example" text NOT NULL,
	"isreport" boolean NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
-- Seed (spec §3 "Calendar output format"): flight formats (isreport false) and report formats (true).
-- pk 1045 is a location-style format that the flight summary list hides (spec §9).
INSERT INTO "calendar_output_formats" ("pk", "public_example", "isreport", "sort_order") VALUES
	(1001, 'KL1234 AMS-JFK', false, 1),
	(1002, 'AMS-JFK KL1234', false, 2),
	(1003, 'AMS-JFK', false, 3),
	(1004, 'KL1234', false, 4),
	(1005, 'Amsterdam - New York', false, 5),
	(1006, 'KL1234 AMS 09:00Z - JFK 17:00Z', false, 6),
	(1045, 'Amsterdam Airport Schiphol (AMS)', false, 7),
	(1046, 'AMS', false, 8),
	(1050, 'KL1234 AMS-JFK, B777, block time 08:00', false, 9),
	(1051, 'Departure AMS 09:00Z, arrival JFK 17:00Z', false, 10),
	(2001, 'Report AMS 08:00Z', true, 1),
	(2002, 'Check-in KL1234', true, 2),
	(2003, 'Report', true, 3),
	(2010, 'Amsterdam Airport Schiphol (AMS)', true, 4),
	(2011, 'AMS', true, 5),
	(2020, 'Report 08:00Z, first flight KL1234 AMS-JFK 09:00Z', true, 6);
