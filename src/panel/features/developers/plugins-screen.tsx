import { useQuery } from '@tanstack/react-query';
import { openApiCall } from '../../../domain/core/health.calls.ts';
import { pluginKindTitles } from '../../../domain/developers/plugins.schema.ts';
import { callUrl } from '../../lib/api.ts';
import { CopyButton } from '../../ui/copy-button.tsx';
import { TableState } from '../../ui/table-state.tsx';
import * as styles from './developers.css.ts';
import * as cards from './plugins.css.ts';
import { pluginsQuery } from './plugins.queries.ts';

/** The provider's integrations: a card each, with what it does, its version and where to get it. */
export function PluginsScreen() {
  const plugins = useQuery(pluginsQuery());
  if (!plugins.data)
    return <TableState status={plugins.status} empty={false} onRetry={() => void plugins.refetch()} />;
  const base = new URL(callUrl(openApiCall)).href.replace(/\/openapi\.json$/, '');
  return (
    <div className={styles.screen}>
      <p className={styles.note}>
        با این افزونه‌ها و کتابخانه‌ها سایت، فروشگاه یا برنامهٔ خود را به پنل وصل کنید. هر کدام با کلید API حساب
        کار می‌کند؛ نشانی پایهٔ وب‌سرویس را این بگذارید:{' '}
        <bdi dir="ltr" className={styles.mono}>
          {base}
        </bdi>
      </p>
      <div>
        <CopyButton value={base} label="کپی نشانی پایه" />
      </div>
      <ul className={cards.grid}>
        {plugins.data.map((plugin) => (
          <li key={plugin.id} className={cards.card} aria-labelledby={`plugin-${plugin.id}`}>
            <div className={cards.head}>
              <h2 id={`plugin-${plugin.id}`} className={cards.title}>
                {plugin.title}
              </h2>
              <span className={cards.kind}>{pluginKindTitles[plugin.kind]}</span>
            </div>
            <p className={cards.description}>{plugin.description}</p>
            <p className={cards.meta}>
              <bdi dir="ltr">{plugin.platform}</bdi>
              {' · '}
              {plugin.version ? (
                <>
                  نسخهٔ <bdi dir="ltr">{plugin.version}</bdi>
                </>
              ) : plugin.url ? (
                'آخرین نسخهٔ مخزن'
              ) : (
                'هنوز منتشر نشده'
              )}
            </p>
            {plugin.install ? <code className={cards.install}>{plugin.install}</code> : null}
            <div className={cards.actions}>
              {plugin.url ? (
                <a href={plugin.url} target="_blank" rel="noopener noreferrer" className={cards.get}>
                  دریافت از مخزن رسمی
                </a>
              ) : (
                <span className={cards.soon}>به‌زودی</span>
              )}
              {plugin.install ? <CopyButton value={plugin.install} label="کپی دستور نصب" /> : null}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
