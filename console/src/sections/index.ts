// The console's own sections (pages no team owns), in menu order. Each is an OpsModule like a remote's
// `./ops`, in `sections/<name>/index.ts`, so one menu and one router serve both.
import type { OpsModule } from '@app/shared/ops';
import { dashboardSection } from './dashboard';

export const hostSections: OpsModule[] = [dashboardSection];
