// Unsaved form input kept per route in sessionStorage (docs/product.md §3), so a re-login after
// 400005 loses nothing: the form writes its draft while it differs from what was loaded, and offers
// it back when the user returns, rather than applying it behind their back.
import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

const PREFIX = 'botdeck:draft:';

export function draftKey(path: string): string {
  return `${PREFIX}${path}`;
}

interface Draft {
  values: unknown;
  savedAt: number;
}

function readDraft(path: string): Draft | null {
  try {
    const raw = sessionStorage.getItem(draftKey(path));
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { values, savedAt } = parsed as Partial<Draft>;
    if (typeof values !== 'object' || values === null || typeof savedAt !== 'number') return null;
    return { values, savedAt };
  } catch {
    return null;
  }
}

export function writeDraft(path: string, values: unknown): void {
  try {
    sessionStorage.setItem(draftKey(path), JSON.stringify({ values, savedAt: Date.now() }));
  } catch {
    // Storage full or blocked: the form still works, only the safety net is gone.
  }
}

/** Told of every cleared draft: the path, or null for all of them. */
type ClearedListener = (path: string | null) => void;

const clearedListeners = new Set<ClearedListener>();

/** Hears every draft cleared from now on; the returned function stops it. */
function onDraftCleared(listener: ClearedListener): () => void {
  clearedListeners.add(listener);
  return () => {
    clearedListeners.delete(listener);
  };
}

function announceCleared(path: string | null): void {
  for (const listener of clearedListeners) listener(path);
}

/**
 * Drops the draft of `path` (a successful save, create or delete does: what it held is saved or
 * gone), and with it any offer of it still on screen.
 */
export function clearDraft(path: string): void {
  try {
    sessionStorage.removeItem(draftKey(path));
  } catch {
    // Blocked storage holds no draft to clear.
  }
  announceCleared(path);
}

/** Every form's draft, at logout: unsaved input belongs to the user who typed it. */
export function clearAllDrafts(): void {
  try {
    const keys = Array.from({ length: sessionStorage.length }, (_, index) =>
      sessionStorage.key(index),
    );
    for (const key of keys) if (key?.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // Blocked storage holds no drafts to clear.
  }
  announceCleared(null);
}

interface FormDraftOptions<T extends FieldValues, O> {
  form: UseFormReturn<T, unknown, O>;
  /** The route the draft belongs to, e.g. `/user/bot/edit/7`. */
  path: string;
  /** What may be stored: secrets (a bot token) are left out. */
  toStored: (values: T) => unknown;
  /** The form's values with a stored draft laid over `base`; drafts are untrusted input. */
  fromStored: (base: T, stored: unknown) => T;
}

export interface FormDraft {
  /** A draft from an earlier visit is waiting for the user's answer. */
  offered: Draft | null;
  restore: () => void;
  discard: () => void;
}

/**
 * Keeps the form's draft while it is dirty (and drops it when it is clean again). A draft found on
 * arrival is offered first; until the user answers, nothing is written, so it cannot be lost. The
 * offer ends when the user answers it or when the draft is cleared (`clearDraft`, as every
 * successful save does).
 */
export function useFormDraft<T extends FieldValues, O = T>({
  form,
  path,
  toStored,
  fromStored,
}: FormDraftOptions<T, O>): FormDraft {
  const [offered, setOffered] = useState<Draft | null>(() => readDraft(path));

  useEffect(() => {
    if (offered) return;
    return form.subscribe({
      formState: { values: true, isDirty: true },
      callback: ({ values, isDirty }) => {
        if (isDirty) writeDraft(path, toStored(values));
        else clearDraft(path);
      },
    });
  }, [form, path, offered, toStored]);

  // A draft cleared while it is offered (a save succeeded over it) is no longer there to restore:
  // Restore would bring back input the save just replaced.
  useEffect(() => {
    if (!offered) return;
    return onDraftCleared((cleared) => {
      if (cleared === null || cleared === path) setOffered(null);
    });
  }, [path, offered]);

  const restore = useCallback(() => {
    if (!offered) return;
    const base = form.formState.defaultValues as T;
    form.reset(fromStored(base, offered.values), { keepDefaultValues: true });
    setOffered(null);
  }, [form, offered, fromStored]);

  const discard = useCallback(() => {
    clearDraft(path);
    setOffered(null);
  }, [path]);

  return { offered, restore, discard };
}
