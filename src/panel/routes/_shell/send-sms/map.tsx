import { createFileRoute } from '@tanstack/react-router';
import { MapSend } from '../../../features/send/map-send.tsx';

export const Route = createFileRoute('/_shell/send-sms/map')({
  staticData: { title: 'ارسال روی نقشه' },
  component: MapSend,
});
