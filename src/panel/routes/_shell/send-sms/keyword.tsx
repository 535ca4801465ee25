import { createFileRoute } from '@tanstack/react-router';
import { KeywordSend } from '../../../features/send/keyword-send.tsx';

export const Route = createFileRoute('/_shell/send-sms/keyword')({
  staticData: { title: 'ارسال کلیدواژه‌ای' },
  component: KeywordSend,
});
