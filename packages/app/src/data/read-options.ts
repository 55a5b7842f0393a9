/** Reads are fetched once per view: no refetch on focus, no automatic retry of a failure. */
export const readOptions = { revalidateOnFocus: false, shouldRetryOnError: false } as const;
