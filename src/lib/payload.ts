// The app payload: what start-up leaves for diagnostics. The first start-up error wins.
export interface AppPayload {
  error: { status: number; message: string } | null;
  ready: boolean;
}

export const appPayload: AppPayload = { error: null, ready: false };

export const STARTUP_ERROR_LOG = 'Error while mounting app';

/** Records a start-up error (only the first) and logs it (docs/product.md §5). */
export function recordStartupError(error: unknown, status = 500): void {
  console.error(STARTUP_ERROR_LOG, error);
  if (appPayload.error) return;
  const message = error instanceof Error ? error.message : String(error);
  appPayload.error = { status, message };
}
