import { createFileRoute } from '@tanstack/react-router';
import { TowerSend } from '../../../features/send/tower-send.tsx';

export const Route = createFileRoute('/_shell/send-sms/tower-irancell')({
  staticData: { title: 'ارسال منطقه‌ای ایرانسل' },
  component: TowerSend,
});
