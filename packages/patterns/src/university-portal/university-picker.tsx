import { Select, SelectItem } from '@lp/ui';

export interface UniversityPickerProps {
  universities: ReadonlyArray<{ id: string; name: string }>;
  universityId: string;
  onUniversityChange: (id: string) => void;
  label: string;
  disabled?: boolean;
  /** The `data-slot` of the read-only name, for the page's tests and styles. */
  slot: string;
}

/**
 * The university an admin page works on: a select when the user reaches several (admin,
 * superuser), the university's name alone when they reach one (a university_admin).
 */
export function UniversityPicker({
  universities,
  universityId,
  onUniversityChange,
  label,
  disabled,
  slot,
}: UniversityPickerProps) {
  if (universities.length > 1) {
    return (
      <Select
        label={label}
        value={universityId}
        onValueChange={onUniversityChange}
        disabled={disabled}
        containerClassName="md:w-64"
      >
        {universities.map((each) => (
          <SelectItem key={each.id} value={each.id}>
            {each.name}
          </SelectItem>
        ))}
      </Select>
    );
  }
  const university = universities.find((each) => each.id === universityId);
  if (!university) return null;
  return (
    <div data-slot={slot} className="flex min-w-0 flex-col">
      <span className="text-sm text-text-muted">{label}</span>
      <span dir="auto" className="font-semibold break-words text-text">
        {university.name}
      </span>
    </div>
  );
}
