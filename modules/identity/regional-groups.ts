// Which citizenships belong to the region's groupings, for scholarship rules
// such as "open to citizens of CARICOM member states" or "OECS nationals".
// Pure: no server code, no zod (funding reads it through identity's doors).
//
// Source: the membership as publicly listed by the CARICOM Secretariat
// (caricom.org, "Member States and Associate Members") and the OECS Commission
// (oecs.int, "Member States"), as of 2026. Codes are ISO 3166-1 alpha-2.

/** CARICOM's full member states. */
export const CARICOM_MEMBERS = ["AG", "BS", "BB", "BZ", "DM", "GD", "GY", "HT", "JM", "MS", "KN", "LC", "VC", "SR", "TT"] as const;

/** CARICOM's associate members: an award for "CARICOM nationals" may or may not include them, so it is kept apart. */
export const CARICOM_ASSOCIATE_MEMBERS = ["AI", "BM", "VG", "KY", "TC"] as const;

/** The OECS's full (protocol) member states. */
export const OECS_MEMBERS = ["AG", "DM", "GD", "MS", "KN", "LC", "VC"] as const;

/** The OECS's associate members; Martinique (MQ) and Guadeloupe (GP) are not in the profile's citizenship list (a French citizen picks "Another country"). */
export const OECS_ASSOCIATE_MEMBERS = ["AI", "VG", "MQ", "GP"] as const;
