// This build's identity and the files that tell whether a newer one is deployed (docs/product.md
// §6). Framework traffic, not product calls: plain fetches of static files, no token, no envelope.
export const BUILD_ID = __BUILD_ID__;
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface BuildMeta {
  id: string;
  timestamp: number;
}

function asBuildMeta(value: unknown): BuildMeta {
  const { id, timestamp } = (value ?? {}) as Partial<Record<keyof BuildMeta, unknown>>;
  if (typeof id !== 'string' || typeof timestamp !== 'number')
    throw new Error('Not build metadata');
  return { id, timestamp };
}

/** The newest deployed build, bypassing caches. */
export async function fetchLatestBuild(now = Date.now()): Promise<BuildMeta> {
  const response = await fetch(`/builds/latest.json?${now}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`builds/latest.json answered ${response.status}`);
  return asBuildMeta(await response.json());
}

/** This build's meta file: null when the server no longer has it (404), i.e. it was replaced. */
export async function fetchCurrentBuildMeta(): Promise<BuildMeta | null> {
  const response = await fetch(`/builds/meta/${BUILD_ID}.json`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`build meta answered ${response.status}`);
  return asBuildMeta(await response.json());
}
