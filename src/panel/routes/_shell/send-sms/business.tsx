import { createFileRoute } from '@tanstack/react-router';
import { BusinessSend } from '../../../features/send/business-send.tsx';

export const Route = createFileRoute('/_shell/send-sms/business')({
  staticData: { title: 'ارسال به مشاغل' },
  component: BusinessSend,
});
