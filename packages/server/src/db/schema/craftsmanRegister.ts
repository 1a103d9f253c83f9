/**
 * Migration 070 (issue 14, the craftsman register): columns added to table craftsman, merged into
 * schema.ts's CraftsmanTable by module augmentation (db/schema.ts stays the shared file).
 */

declare module '../schema.js' {
  interface CraftsmanTable {
    /** Spec Station (contract enums people.ts Station): 0 手艺人 … -1 互联网员工. */
    station: import('kysely').Generated<number>;
    /** The S-level (contract enums craftsman.ts DataLevel); null until rated. */
    data_level: string | null;
    /** The mainland ID number sealed by the field vault (`v2:<mask>:…`), null when not given. */
    id_card_enc: string | null;
    /** Keyed hash of the ID number (vault.lookupHash), unique when present. */
    id_card_hash: string | null;
    /** Tutor kind (spec training course types 0 工艺, 1 男发, 2 女发); null: not a tutor. */
    tutor_type: number | null;
    /** Set when the craftsman departed (status 4), cleared on re-entry. */
    leave_date: string | null;
    /** Spec Leave reason (contract enums people.ts LeaveReason), with leave_date. */
    leave_reason: number | null;
  }
}

export {};
