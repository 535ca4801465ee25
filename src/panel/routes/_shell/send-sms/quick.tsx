import { createFileRoute } from '@tanstack/react-router';
import { QuickSend } from '../../../features/send/quick-send.tsx';

export const Route = createFileRoute('/_shell/send-sms/quick')({
  staticData: { title: 'ارسال سریع' },
  component: QuickSend,
});
