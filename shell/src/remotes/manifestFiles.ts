// Each remote's mf-manifest.json is read once per release by the shell itself, for the routes the remote
// claims (routeOwners.ts). The federation runtime then takes that same read instead of fetching the file
// again (runtime.ts hands it over through its fetch hook), once: a forced reload after a failure fetches.

const reads = new Map<string, Promise<string>>();

/** The manifest's body, fetched as the runtime fetches it (CORS, so the boot script's preload serves it). */
export function readManifestFile(url: string): Promise<string> {
  let read = reads.get(url);
  if (!read) {
    read = fetch(url, {}).then((response) => {
      if (!response.ok) throw new Error(`mf-manifest.json answered ${response.status}`);
      return response.text();
    });
    reads.set(url, read);
    read.catch(() => reads.delete(url));
  }
  return read;
}

/** The read of the URL as a fresh Response for the runtime, given out once; undefined when there is none. */
export async function takeManifestResponse(url: string): Promise<Response | undefined> {
  const read = reads.get(url);
  if (!read) return undefined;
  reads.delete(url);
  const body = await read.catch(() => null);
  return body === null ? undefined : new Response(body, { headers: { 'content-type': 'application/json' } });
}

/** Test hook. */
export function forgetManifestFiles(): void {
  reads.clear();
}
