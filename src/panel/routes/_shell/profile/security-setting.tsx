import { createFileRoute } from '@tanstack/react-router';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/profile/security-setting')({
  staticData: { title: 'امنیت' },
  component: Screen,
});

function Screen() {
  return <EmptyArea title="امنیت" description="ورود دومرحله‌ای و رمز عبور خود را مدیریت کنید." />;
}
