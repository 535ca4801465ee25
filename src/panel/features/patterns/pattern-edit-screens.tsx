import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { toPanelText } from '../../../domain/patterns/patterns.rules.ts';
import type { PatternItem } from '../../../domain/patterns/patterns.schema.ts';
import { ApiError } from '../../lib/api.ts';
import { EmptyArea } from '../../ui/empty-area.tsx';
import { TableState } from '../../ui/table-state.tsx';
import { PatternEditor } from './pattern-editor.tsx';
import { EMPTY_PATTERN_DRAFT, type PatternDraft } from './pattern-form.ts';
import { revisionVersion } from './pattern-version.tsx';
import { patternQuery } from './patterns.queries.ts';

export function CreatePatternScreen() {
  return <PatternEditor draftKey="create" initial={EMPTY_PATTERN_DRAFT} />;
}

/** The form filled from the pattern: an edited one from its latest version, the one under review. */
export function draftOfPattern(p: PatternItem): PatternDraft {
  const latest = p.state === 'edited' ? revisionVersion(p) : null;
  const variables = latest?.variables ?? p.variable;
  return {
    title: (latest ? p.revision.title : p.title) ?? '',
    description: latest?.description ?? p.pattern_description,
    text: toPanelText(latest?.message ?? p.pattern_message, latest?.delimiter ?? p.delimiter),
    shared: (latest ? p.revision.pattern_is_share : p.pattern_is_share) ?? false,
    website: (latest ? latest.website : p.website) ?? '',
    settings: Object.fromEntries(variables.map((v) => [v.name, { type: v.type, length: String(v.len) }])),
  };
}

export function UpdatePatternScreen({ code }: { code: string }) {
  const pattern = useQuery({ ...patternQuery(code), retry: false });
  const initial = useMemo(() => (pattern.data ? draftOfPattern(pattern.data) : null), [pattern.data]);
  // The revision the form is opened on: a refetch while the user types must not move it.
  const [version, setVersion] = useState<string>();
  if (version === undefined && pattern.data) setVersion(pattern.data.updated_at);
  if (pattern.error instanceof ApiError && pattern.error.status === 404)
    return (
      <EmptyArea
        title="الگو پیدا نشد"
        description="این الگو حذف شده یا از آنِ شما نیست."
        action={{ to: '/pattern', label: 'الگوها' }}
      />
    );
  // A refetch that fails (the network dropped meanwhile) keeps the pattern it had: the form stays.
  if (!pattern.data || !initial)
    return <TableState status={pattern.status} empty={false} onRetry={() => void pattern.refetch()} />;
  if (pattern.data.readonly)
    return (
      <EmptyArea
        title="این الگو ویرایش نمی‌شود"
        description="الگوهای سیستمی و الگوهای اشتراکی مدیر حساب فقط خواندنی‌اند."
        action={{ to: '/pattern', label: 'الگوها' }}
      />
    );
  return (
    <PatternEditor
      draftKey={`update:${code}`}
      initial={initial}
      code={code}
      confirmed={pattern.data.pattern_status === 'active'}
      version={version}
    />
  );
}
