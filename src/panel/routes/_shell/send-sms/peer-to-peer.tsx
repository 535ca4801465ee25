import { createFileRoute } from '@tanstack/react-router';
import { PeerToPeerSend } from '../../../features/send/peer-to-peer-send.tsx';

export const Route = createFileRoute('/_shell/send-sms/peer-to-peer')({
  staticData: { title: 'ارسال نظیر به نظیر' },
  component: PeerToPeerSend,
});
