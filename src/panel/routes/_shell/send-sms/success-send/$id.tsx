import { createFileRoute } from '@tanstack/react-router';
import { SuccessScreen } from '../../../../features/send/success-screen.tsx';

export const Route = createFileRoute('/_shell/send-sms/success-send/$id')({
  staticData: { title: 'ارسال ثبت شد' },
  component: Screen,
});

function Screen() {
  const { id } = Route.useParams();
  return <SuccessScreen id={id} />;
}
