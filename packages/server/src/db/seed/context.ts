/** What the demo seed hands to each module's seed: the stores and accounts it created. */
export interface SeedContext {
  storeIds: number[];
  userIds: { id: number; account: string; name: string }[];
}
