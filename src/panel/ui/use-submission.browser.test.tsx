import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { messages } from '../../domain/core/messages.ts';
import { useSubmission } from './use-submission.ts';

function Probe({ work }: { work: () => Promise<void> }) {
  const { error, run } = useSubmission();
  return (
    <>
      <button type="button" onClick={() => void run(work)}>
        ذخیره
      </button>
      <p role="alert">{error}</p>
    </>
  );
}

describe('useSubmission in a real browser', () => {
  it('says in Persian that the server could not be reached, never the browser’s English', async () => {
    // Nothing listens on port 1: Chromium's own fetch fails, as it does offline.
    await render(<Probe work={async () => void (await fetch('http://127.0.0.1:1/v1/api/user/draft'))} />);
    await page.getByRole('button', { name: 'ذخیره' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(messages.unreachable);
  });

  it('shows a refusal’s own Persian message as it is', async () => {
    await render(
      <Probe
        work={async () => {
          throw new Error('متن پیامک خالی است');
        }}
      />,
    );
    await page.getByRole('button', { name: 'ذخیره' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('متن پیامک خالی است');
  });
});
