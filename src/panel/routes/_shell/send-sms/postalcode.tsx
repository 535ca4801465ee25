import { createFileRoute } from '@tanstack/react-router';
import { PostalCodeSend } from '../../../features/send/postal-code-send.tsx';

export const Route = createFileRoute('/_shell/send-sms/postalcode')({
  staticData: { title: 'ارسال بر اساس کد پستی' },
  component: PostalCodeSend,
});
