import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { SuccessScreen } from '../../../../features/send/success-screen.tsx';

export const Route = createFileRoute('/_shell/send-sms/success-send/$id')({
  staticData: { title: 'ارسال ثبت شد' },
  component: Screen,
});

// Read through the route's id, not the Route object, so this file stays in the first visit's chunk.
const route = getRouteApi('/_shell/send-sms/success-send/$id');

function Screen() {
  const { id } = route.useParams();
  return <SuccessScreen id={id} />;
}
