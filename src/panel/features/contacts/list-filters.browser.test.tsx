import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { SelectionActions } from './list-filters.tsx';
import { useSelection } from './use-selection.ts';

const rows = [{ id: 1 }, { id: 2 }, { id: 3 }];

function Host() {
  const selection = useSelection(rows, (row) => row.id);
  const [done, setDone] = useState('');
  return (
    <div>
      <SelectionActions
        selection={selection}
        noun="مخاطب"
        actions={[
          { label: 'حذف', variant: 'danger', onClick: () => setDone([...selection.selected].join(',')) },
        ]}
      />
      <button type="button" onClick={() => selection.toggle(2)}>
        تیک دومی
      </button>
      <output>{done}</output>
    </div>
  );
}

describe('SelectionActions', () => {
  it('keeps the action off until a row is ticked, counts the ticked rows, and acts on them', async () => {
    // On a phone an action that cannot act yet is folded away; on a desktop it stays, disabled.
    await page.viewport(1280, 800);
    await render(<Host />);
    const remove = page.getByRole('button', { name: 'حذف' });
    await expect.element(remove).toBeDisabled();
    await userEvent.click(page.getByRole('button', { name: 'تیک دومی' }));
    await expect.element(page.getByText('۱ مخاطب انتخاب شده')).toBeVisible();
    await userEvent.click(remove);
    await expect.element(page.getByRole('status')).toHaveTextContent('2');
    await userEvent.click(page.getByRole('checkbox', { name: 'انتخاب همهٔ این صفحه' }));
    await expect.element(page.getByText('۳ مخاطب انتخاب شده')).toBeVisible();
    await userEvent.click(remove);
    await expect.element(page.getByRole('status')).toHaveTextContent('1,2,3');
  });
});
