// The console's own sections (pages no team owns), in menu order. Each is an OpsModule like a remote's
// `./ops`, in `sections/<name>/index.ts`, so one menu and one router serve both.
import type { OpsModule } from '@app/shared/ops';
import { auditSection } from './audit';
import { configSection } from './config';
import { dashboardSection } from './dashboard';
import { operatorsSection } from './operators';
import { playersSection } from './players';
import { releasesSection } from './releases';

export const hostSections: OpsModule[] = [
  dashboardSection,
  playersSection,
  configSection,
  releasesSection,
  operatorsSection,
  auditSection,
];
