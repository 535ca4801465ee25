import { useEffect, useRef } from 'react';
import { PERMISSION_AREAS } from '../../../domain/core/permissions.ts';
import * as styles from './colleagues.css.ts';

type Props = { value: readonly string[]; onChange: (next: string[]) => void };

/** The permissions a role grants, one box per area with its Persian name and a tick for all of it. */
export function PermissionTree({ value, onChange }: Props) {
  const chosen = new Set(value);
  const toggle = (names: readonly string[], on: boolean) => {
    const next = new Set(chosen);
    for (const name of names) {
      if (on) next.add(name);
      else next.delete(name);
    }
    onChange([...next]);
  };
  return (
    <div className={styles.areas}>
      {PERMISSION_AREAS.map((area) => {
        const names = area.permissions.map((p) => p.name);
        const held = names.filter((name) => chosen.has(name)).length;
        return (
          <fieldset key={area.area} className={styles.area}>
            <legend className={styles.areaTitle}>{area.title}</legend>
            <AllTick
              label={`همهٔ دسترسی‌های ${area.title}`}
              state={held === 0 ? 'none' : held === names.length ? 'all' : 'some'}
              onChange={(on) => toggle(names, on)}
            />
            {area.permissions.map((permission) => (
              <label key={permission.name} className={styles.tick}>
                <input
                  type="checkbox"
                  className={styles.checkbox}
                  checked={chosen.has(permission.name)}
                  onChange={(event) => toggle([permission.name], event.target.checked)}
                />
                {permission.title}
              </label>
            ))}
          </fieldset>
        );
      })}
    </div>
  );
}

/** The area's select-all: ticked when all is, half-ticked when some is. */
function AllTick({
  label,
  state,
  onChange,
}: {
  label: string;
  state: 'none' | 'some' | 'all';
  onChange: (on: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <label className={styles.tickAll}>
      <input
        ref={ref}
        type="checkbox"
        className={styles.checkbox}
        checked={state === 'all'}
        onChange={(event) => onChange(event.target.checked)}
        aria-label={label}
      />
      همه
    </label>
  );
}
