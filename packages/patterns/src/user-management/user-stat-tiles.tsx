import type { UserTotals } from '@lp/contract';
import { Stat } from '@lp/ui';
import { BookOpen, CircleCheck, GraduationCap, ShieldCheck, Users } from '@lp/ui/icons';
import type { UserManagementTexts } from './user-management-texts';
import type { UserFormatters } from './user-management-types';

export interface UserStatTilesProps {
  totals: UserTotals;
  format: UserFormatters;
  texts: Pick<
    UserManagementTexts,
    'tilesLabel' | 'totalUsers' | 'activeUsers' | 'students' | 'teachers' | 'admins'
  >;
}

/** The university's totals (spec 2 §3): Total Users, Active, Students, Teachers, Admins. */
export function UserStatTiles({ totals, format, texts }: UserStatTilesProps) {
  const tiles = [
    { key: 'total', label: texts.totalUsers, value: totals.total, icon: <Users /> },
    { key: 'active', label: texts.activeUsers, value: totals.active, icon: <CircleCheck /> },
    { key: 'students', label: texts.students, value: totals.students, icon: <GraduationCap /> },
    { key: 'teachers', label: texts.teachers, value: totals.teachers, icon: <BookOpen /> },
    { key: 'admins', label: texts.admins, value: totals.admins, icon: <ShieldCheck /> },
  ];
  return (
    <section aria-label={texts.tilesLabel} data-slot="user-stat-tiles">
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-5">
        {tiles.map((tile) => (
          <li key={tile.key} className="min-w-0 first:col-span-2 md:first:col-span-1">
            <Stat
              data-tile={tile.key}
              label={tile.label}
              value={<span className="tabular-nums">{format.count(tile.value)}</span>}
              icon={tile.icon}
              className="h-full"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
