import type { RouteDef } from '@/render/route';
import { administration } from './administration';
import { admissionsRoutes } from './admissions';
import { alumniDetail, alumniList } from './alumni';
import { faculties, facultyUnits } from './faculties';
import { programmeLevels } from './programmes';
import { recruit } from './recruit';
import { research } from './research';
import { teacherDetail, teacherList } from './teacher';

/** Every academic, admissions and people page. All paths are fixed (no :params). */
export const academicRoutes: RouteDef[] = [
  faculties,
  ...facultyUnits,
  ...programmeLevels,
  ...admissionsRoutes,
  administration,
  research,
  teacherList,
  teacherDetail,
  alumniList,
  alumniDetail,
  recruit,
];
