/**
 * The pay sheet's clawbacks (issue 14, H3a): a store's computation reads the refunded orders of
 * its craftsmen (any month), then their refunds completed in the month being computed. On the scale
 * seed (10M orders, 500 stores) this reads a few hundred orders a store instead of every refund of
 * the month for each store. PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
create index customer_order_refunded_craftsman_idx on customer_order (craftsman_id) where refunded > 0;
`;
