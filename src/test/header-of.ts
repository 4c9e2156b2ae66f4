/** A header from a plain record whatever its case: recorded requests keep the case the sender used. */
export function headerOf(headers: Record<string, string> | undefined, name: string): string | undefined {
  const wanted = name.toLowerCase();
  return Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === wanted)?.[1];
}
