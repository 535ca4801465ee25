import { createFileRoute } from '@tanstack/react-router';
import { PhonebookSend } from '../../../features/send/phonebook-send.tsx';

export const Route = createFileRoute('/_shell/send-sms/phonebook')({
  staticData: { title: 'ارسال از دفترچه تلفن' },
  component: PhonebookSend,
});
