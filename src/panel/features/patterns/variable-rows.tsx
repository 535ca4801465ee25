import { useId } from 'react';
import {
  PATTERN_VARIABLE_TYPES,
  type PatternVariableType,
  patternVariableTypeLabels,
} from '../../../domain/index.ts';
import * as fieldStyles from '../../ui/text-field.css.ts';
import { TextField } from '../../ui/text-field.tsx';
import { FindingList } from './finding-list.tsx';
import { type Finding, findingsOf } from './pattern-findings.ts';
import type { VariableRow, VariableSetting } from './pattern-form.ts';
import * as styles from './patterns.css.ts';

type Props = {
  rows: readonly VariableRow[];
  findings: readonly Finding[];
  onChange: (name: string, setting: VariableSetting) => void;
};

/** One row per {{tag}} of the text: its type and length; its name is the tag's (renamed in the text). */
export function VariableRows({ rows, findings, onChange }: Props) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>متغیرها</legend>
      {rows.length === 0 ? (
        <p className={styles.muted}>
          متغیری در متن نیست. با «افزودن متغیر» یا نوشتن <bdi dir="ltr">{'{{name}}'}</bdi> در متن یکی
          بیفزایید.
        </p>
      ) : (
        rows.map((row) => (
          <VariableRowFields
            key={row.name}
            row={row}
            findings={findingsOf(findings, `variable:${row.name}`)}
            onChange={(setting) => onChange(row.name, setting)}
          />
        ))
      )}
    </fieldset>
  );
}

function VariableRowFields({
  row,
  findings,
  onChange,
}: {
  row: VariableRow;
  findings: readonly Finding[];
  onChange: (setting: VariableSetting) => void;
}) {
  const id = useId();
  const setting = { type: row.type, length: row.length };
  return (
    <div className={styles.variableRow}>
      <div className={styles.variableName}>
        <span className={styles.muted}>نام</span>
        <bdi dir="ltr" className={styles.rowName}>
          {row.name}
        </bdi>
        <FindingList findings={findings} />
      </div>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={`${id}-type`}>
          نوع {row.name}
        </label>
        <select
          id={`${id}-type`}
          className={styles.select}
          value={row.type}
          onChange={(event) => onChange({ ...setting, type: event.target.value as PatternVariableType })}
        >
          {PATTERN_VARIABLE_TYPES.map((type) => (
            <option key={type} value={type}>
              {patternVariableTypeLabels[type]}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={`طول ${row.name}`}
        kind="numeric"
        maxLength={3}
        value={row.length}
        onValueChange={(length) => onChange({ ...setting, length })}
      />
    </div>
  );
}
