import { createFileRoute } from '@tanstack/react-router';
import { ModeList } from '../../../features/send/mode-list.tsx';

export const Route = createFileRoute('/_shell/send-sms/')({
  staticData: { title: 'ارسال پیامک' },
  component: ModeList,
});
