// Switches the app's language for a test, as the language menu does, inside act() so what is on
// screen redraws in it. Tests that switch put English back in an afterEach or finally.
import { act } from '@testing-library/react';
import { i18n } from '../lib/i18n';
import type { Language } from '../lib/language';

export function speak(language: Language): void {
  act(() => {
    i18n.changeLanguage(language);
  });
}
