import { createFileRoute } from '@tanstack/react-router';
import { CitySend } from '../../../features/send/city-send.tsx';

export const Route = createFileRoute('/_shell/send-sms/city-province')({
  staticData: { title: 'ارسال شهری و استانی' },
  component: CitySend,
});
