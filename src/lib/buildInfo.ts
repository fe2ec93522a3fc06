// This build's identity and the files that tell whether a newer one is deployed (PRODUCT.md §5).
// Framework traffic, not product calls: plain fetches of static files, no token, no envelope.
import * as z from 'zod/mini';

export const BUILD_ID = __BUILD_ID__;
export const BUILD_TIMESTAMP = __BUILD_TIMESTAMP__;
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

const buildMetaSchema = z.object({ id: z.string(), timestamp: z.number() });
export type BuildMeta = z.infer<typeof buildMetaSchema>;

/** The newest deployed build, bypassing caches. */
export async function fetchLatestBuild(now = Date.now()): Promise<BuildMeta> {
  const response = await fetch(`/builds/latest.json?${now}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`builds/latest.json answered ${response.status}`);
  return buildMetaSchema.parse(await response.json());
}

/** This build's meta file: null when the server no longer has it (404), i.e. it was replaced. */
export async function fetchCurrentBuildMeta(): Promise<BuildMeta | null> {
  const response = await fetch(`/builds/meta/${BUILD_ID}.json`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`build meta answered ${response.status}`);
  return buildMetaSchema.parse(await response.json());
}
