import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from './button.tsx';
import { useSchemaForm } from './form.ts';
import { rulesSchema } from './form-rules.ts';
import { PasswordField } from './password-field.tsx';
import { TextField } from './text-field.tsx';

const schema = rulesSchema({
  name: { required: true, minLength: 3, maxLength: 10 },
  age: { min: 18, max: 99 },
  code: { pattern: /^[A-Z]{2}\d{2}$/ },
  city: { validate: (value) => (value === 'تهران' ? 'تهران پر است' : true) },
});

function Sample({ onValid }: { onValid: (value: unknown) => void }) {
  const form = useSchemaForm(schema, { name: '', age: '', code: '', city: '' });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const output = form.parse();
        if (output) onValid(output);
      }}
    >
      <TextField
        label="نام"
        value={form.values.name}
        onValueChange={form.set('name')}
        error={form.errors.name}
      />
      <TextField
        label="سن"
        kind="numeric"
        value={form.values.age}
        onValueChange={form.set('age')}
        error={form.errors.age}
      />
      <TextField
        label="کد"
        ltr
        value={form.values.code}
        onValueChange={form.set('code')}
        error={form.errors.code}
      />
      <TextField
        label="شهر"
        value={form.values.city}
        onValueChange={form.set('city')}
        error={form.errors.city}
      />
      <Button type="submit">ثبت</Button>
    </form>
  );
}

describe('the form layer', () => {
  it('shows required, minLength, min, pattern and custom messages under their fields', async () => {
    const onValid = vi.fn();
    await render(<Sample onValid={onValid} />);
    await userEvent.click(page.getByRole('button', { name: 'ثبت' }));
    await expect.element(page.getByText('این فیلد الزامی است')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'نام' })).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(page.getByRole('textbox', { name: 'نام' }), 'ab');
    await userEvent.type(page.getByRole('textbox', { name: 'سن' }), '۱۲');
    await userEvent.type(page.getByRole('textbox', { name: 'کد' }), 'ab12');
    await userEvent.type(page.getByRole('textbox', { name: 'شهر' }), 'تهران');
    await userEvent.click(page.getByRole('button', { name: 'ثبت' }));
    await expect.element(page.getByText('حداقل ۳ کاراکتر وارد کنید')).toBeVisible();
    await expect.element(page.getByText('مقدار باید حداقل ۱۸ باشد')).toBeVisible();
    await expect.element(page.getByText('قالب مقدار واردشده درست نیست')).toBeVisible();
    await expect.element(page.getByText('تهران پر است')).toBeVisible();
    await expect
      .element(page.getByRole('textbox', { name: 'شهر' }))
      .toHaveAccessibleDescription('تهران پر است');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('passes a valid form and leaves optional empty fields alone', async () => {
    const onValid = vi.fn();
    await render(<Sample onValid={onValid} />);
    await userEvent.type(page.getByRole('textbox', { name: 'نام' }), 'مریم');
    await userEvent.type(page.getByRole('textbox', { name: 'سن' }), '۳۰');
    await userEvent.click(page.getByRole('button', { name: 'ثبت' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'مریم', age: '30', code: '', city: '' });
  });
});

describe('PasswordField', () => {
  it('rates the password as it is typed, and a password holding the username as very weak', async () => {
    function Host({ username }: { username?: string }) {
      const form = useSchemaForm(schema, { name: '', age: '', code: '', city: '' });
      return (
        <PasswordField
          label="رمز عبور"
          value={form.values.name}
          onValueChange={form.set('name')}
          username={username}
        />
      );
    }
    const screen = await render(<Host />);
    const input = page.getByLabelText('رمز عبور', { exact: true });
    await userEvent.type(input, 'abc');
    await expect.element(page.getByText('قدرت رمز: خیلی ضعیف')).toBeVisible();
    await userEvent.type(input, 'DEF12!@xyz');
    await expect.element(page.getByText('قدرت رمز: خیلی قوی')).toBeVisible();
    await expect.element(input).toHaveAttribute('type', 'password');
    await screen.rerender(<Host username="abcDEF" />);
    await expect.element(page.getByText('قدرت رمز: خیلی ضعیف')).toBeVisible();
  });
});
