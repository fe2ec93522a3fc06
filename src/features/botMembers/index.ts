// Co-owners' public entry: Configure's Members tab, loaded when it is first opened. Its strings
// and saga come with it (MembersTab.ts).
import { lazy } from 'react';

export const MembersPanel = lazy(() => import('./MembersTab'));
