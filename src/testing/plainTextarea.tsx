// MUI's TextareaAutosize as a plain <textarea>, for tests that type into large forms: jsdom lays
// nothing out, so the height it measures is always nothing, but it measures (getComputedStyle over
// every stylesheet) on each render of each multiline field, which was most of such a test's time.
// For a test file's `jest.mock('@mui/material/TextareaAutosize', () => mockPlainTextarea())`.
import { createElement, forwardRef } from 'react';
import type { TextareaHTMLAttributes } from 'react';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & { minRows?: number; maxRows?: number };

export function mockPlainTextarea() {
  const PlainTextarea = forwardRef<HTMLTextAreaElement, Props>(function PlainTextarea(
    { minRows, maxRows: _maxRows, ...props },
    ref,
  ) {
    return createElement('textarea', { rows: minRows, ...props, ref });
  });
  return { __esModule: true, default: PlainTextarea };
}
