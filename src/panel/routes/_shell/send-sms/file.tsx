import { createFileRoute } from '@tanstack/react-router';
import { FileSend } from '../../../features/send/file-send.tsx';

export const Route = createFileRoute('/_shell/send-sms/file')({
  staticData: { title: 'ارسال از فایل' },
  component: FileSend,
});
