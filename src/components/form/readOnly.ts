// Whether the form around a field is read-only (`ViewerFieldset`). A disabled fieldset reaches only
// real form controls; a field drawn otherwise (MUI's select, the tag picker's chips) asks here.
import { createContext, useContext } from 'react';

export const ReadOnlyContext = createContext(false);

export function useReadOnly(): boolean {
  return useContext(ReadOnlyContext);
}
