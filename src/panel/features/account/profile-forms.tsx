import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { accountMessages } from '../../../domain/account/account.messages.ts';
import type { ProfileData } from '../../../domain/account/account.schema.ts';
import { messages } from '../../../domain/core/messages.ts';
import { DIGIT_FIELD_LENGTHS, ProfileSchema, toPersianDigits } from '../../../domain/index.ts';
import { WaitingBadge } from '../../app/outbox-parts.tsx';
import { accountKeys } from '../../lib/account.queries.ts';
import { useOutbox } from '../../lib/outbox/use-outbox.ts';
import { Button } from '../../ui/button.tsx';
import { DatePicker } from '../../ui/date-picker.tsx';
import { type FieldErrors, schemaErrors } from '../../ui/form.ts';
import { Form } from '../../ui/form-element.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useIsPhone } from '../../ui/use-media-query.ts';
import { useSubmission } from '../../ui/use-submission.ts';
import * as styles from './account.css.ts';
import { ChangeMobileDialog } from './change-mobile.tsx';
import { profileKeys, profileQuery, saveProfile } from './profile.queries.ts';

/** The form's fields, each held as typed (a string; '' when empty). */
const FIELDS = [
  'first_name',
  'last_name',
  'national_code',
  'father_name',
  'birth_date',
  'birth_place',
  'gender',
  'id_number',
  'company_name',
  'registration_number',
  'economic_number',
  'company_national_id',
  'registration_date',
  'email',
  'landline',
  'city_code',
  'website',
  'postal_code',
  'address',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const LEGAL_ONLY: readonly Field[] = [
  'company_name',
  'registration_number',
  'economic_number',
  'company_national_id',
  'registration_date',
];

const LABELS: Record<Field, string> = {
  first_name: 'نام',
  last_name: 'نام خانوادگی',
  national_code: 'کد ملی',
  father_name: 'نام پدر',
  birth_date: 'تاریخ تولد',
  birth_place: 'محل تولد',
  gender: 'جنسیت',
  id_number: 'شماره شناسنامه',
  company_name: 'نام شرکت',
  registration_number: 'شماره ثبت',
  economic_number: 'کد اقتصادی',
  company_national_id: 'شناسه ملی شرکت',
  registration_date: 'تاریخ ثبت',
  email: 'ایمیل',
  landline: 'تلفن ثابت',
  city_code: 'کد شهر',
  website: 'وب‌سایت',
  postal_code: 'کد پستی',
  address: 'نشانی',
};

export type Section = 'personal' | 'contact' | 'address';

const SECTION_TITLES: Record<Section, string> = {
  personal: 'اطلاعات هویتی',
  contact: 'اطلاعات تماس',
  address: 'اطلاعات نشانی',
};

const SECTION_FIELDS: Record<Section, readonly Field[]> = {
  personal: FIELDS.slice(0, 13),
  contact: ['email', 'landline', 'city_code', 'website'],
  address: ['postal_code', 'address'],
};

const valuesOf = (saved: ProfileData): Values =>
  Object.fromEntries(FIELDS.map((field) => [field, saved[field] ?? ''])) as Values;

/** Loads who the account is, then shows the form; the form starts from what the server holds. */
export function ProfileForms({ sections }: { sections: readonly Section[] }) {
  const saved = useQuery(profileQuery());
  // The form starts from the server's answer of this visit, not a saved copy that may predate the last
  // save; offline (the fetch paused), from the saved copy.
  const fresh = saved.isFetchedAfterMount || saved.fetchStatus === 'paused';
  if (saved.data && fresh) return <ProfileForm saved={saved.data} sections={sections} />;
  return saved.isError && !saved.data ? (
    <p className={styles.alert} role="alert">
      {saved.error.message}
    </p>
  ) : (
    <p className={styles.muted} role="status">
      در حال بارگذاری…
    </p>
  );
}

/**
 * The profile as one form through user/update_profile: the sections shown are edited, the rest is sent
 * as saved. Checked by the server's own schema before it is sent; a refusal (the schema's, or the
 * server's: the identity registry's) is shown on its field, and nothing typed is lost.
 */
function ProfileForm({ saved, sections }: { saved: ProfileData; sections: readonly Section[] }) {
  const queryClient = useQueryClient();
  const [personType, setPersonType] = useState(saved.person_type);
  const [values, setValues] = useState<Values>(() => valuesOf(saved));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);
  const [changingMobile, setChangingMobile] = useState(false);
  const { busy, error, run } = useSubmission(setErrors);
  // A save made offline waits in the outbox; the form says so until the server has it.
  const waiting = useOutbox('profile.edit')[0];
  const formRef = useRef<HTMLDivElement>(null);
  // After a refused save, the first refused field takes the focus: on a long page it may be far above.
  const focusRefusal = useRef(false);
  useEffect(() => {
    if (!focusRefusal.current || Object.keys(errors).length === 0) return;
    focusRefusal.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
    setDone(false);
  };

  const payload = () => ({
    ...Object.fromEntries(
      Object.entries(values).filter(
        ([key, value]) =>
          !(personType === 'real' && LEGAL_ONLY.includes(key as Field)) &&
          !(key === 'gender' && value === ''),
      ),
    ),
    person_type: personType,
  });

  const submit = () => {
    setDone(false);
    focusRefusal.current = true;
    const parsed = v.safeParse(ProfileSchema, payload());
    if (!parsed.success) {
      setErrors(schemaErrors(parsed.issues));
      return;
    }
    void run(async () => {
      const written = await saveProfile(parsed.output, saved.revision);
      focusRefusal.current = false;
      if (written.queued) return;
      queryClient.setQueryData(profileKeys.profile(), written.data);
      void queryClient.invalidateQueries({ queryKey: accountKeys.me() });
      setDone(true);
    });
  };

  const shown = new Set(sections.flatMap((section) => SECTION_FIELDS[section]));
  // A refusal of a field on another page is said here, with the field's name.
  const elsewhere = Object.entries(errors).filter(([key]) => !shown.has(key as Field) && key in LABELS);
  const fieldErrors = Object.keys(errors).length > 0;

  const text = (field: Field, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={LABELS[field]}
      value={values[field]}
      onValueChange={set(field)}
      error={errors[field]}
      {...extra}
    />
  );
  const digits = (field: Field, max: number) => text(field, { kind: 'numeric', maxLength: max });
  const date = (field: Field) => (
    <DatePicker label={LABELS[field]} value={values[field]} onChange={set(field)} error={errors[field]} />
  );

  const blocks: Record<Section, ReactNode> = {
    personal: (
      <div className={styles.fields}>
        <Choice
          legend="نوع شخص"
          name="person-type"
          options={[
            ['real', 'شخص حقیقی'],
            ['legal', 'شخص حقوقی'],
          ]}
          value={personType}
          onChange={(next) => {
            setPersonType(next as 'real' | 'legal');
            setDone(false);
          }}
        />
        <Choice
          legend={LABELS.gender}
          name="gender"
          options={[
            ['male', 'مرد'],
            ['female', 'زن'],
          ]}
          value={values.gender}
          onChange={set('gender')}
          error={errors.gender}
        />
        {text('first_name', { autoComplete: 'given-name' })}
        {text('last_name', { autoComplete: 'family-name' })}
        {digits('national_code', DIGIT_FIELD_LENGTHS.nationalCode[1])}
        {text('father_name')}
        {date('birth_date')}
        {text('birth_place')}
        {digits('id_number', 10)}
        {personType === 'legal' ? (
          <>
            <h3 className={`${styles.subTitle} ${styles.wide}`}>اطلاعات شرکت</h3>
            {text('company_name', { autoComplete: 'organization' })}
            {digits('registration_number', DIGIT_FIELD_LENGTHS.registrationNumber[1])}
            {digits('economic_number', DIGIT_FIELD_LENGTHS.economicNumber[1])}
            {digits('company_national_id', DIGIT_FIELD_LENGTHS.companyNationalId[1])}
            {date('registration_date')}
          </>
        ) : null}
      </div>
    ),
    contact: (
      <div className={styles.fields}>
        <MobileRow mobile={saved.mobile} onChange={() => setChangingMobile(true)} />
        {text('email', { kind: 'email', ltr: true, autoComplete: 'email' })}
        <div className={styles.phoneRow}>
          {digits('landline', DIGIT_FIELD_LENGTHS.landline[1])}
          {digits('city_code', DIGIT_FIELD_LENGTHS.cityCode[1])}
        </div>
        {text('website', { ltr: true, autoComplete: 'url', placeholder: 'https://example.ir' })}
      </div>
    ),
    address: (
      <div className={styles.fields}>
        {digits('postal_code', DIGIT_FIELD_LENGTHS.postalCode[1])}
        <div className={styles.wide}>{text('address', { autoComplete: 'street-address' })}</div>
      </div>
    ),
  };

  return (
    <div ref={formRef}>
      <Form className={styles.form} onSubmit={submit}>
        {sections.map((section) => (
          <section key={section} className={styles.card} aria-labelledby={`profile-${section}`}>
            <h2 id={`profile-${section}`} className={styles.cardTitle}>
              {SECTION_TITLES[section]}
            </h2>
            {blocks[section]}
          </section>
        ))}
        {elsewhere.length > 0 ? (
          <ul className={styles.alertList} role="alert">
            {elsewhere.map(([key, message]) => (
              <li key={key}>
                {LABELS[key as Field]}: {message}
              </li>
            ))}
          </ul>
        ) : null}
        {error && !fieldErrors ? (
          <p className={styles.alert} role="alert">
            {error}
          </p>
        ) : null}
        {done ? (
          <p className={styles.notice} role="status">
            {accountMessages.profileSaved}
          </p>
        ) : null}
        {waiting ? (
          <p className={styles.notice} role="status">
            <WaitingBadge entry={waiting} /> {messages.keptForNetwork}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" size="large" busy={busy}>
            ذخیره تغییرات
          </Button>
        </div>
      </Form>
      {/* Outside the profile's form: the dialog's own forms must not submit it. */}
      {changingMobile ? <ChangeMobileDialog onClose={() => setChangingMobile(false)} /> : null}
    </div>
  );
}

type ChoiceProps = {
  legend: string;
  name: string;
  options: readonly (readonly [string, string])[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
};

function Choice({ legend, name, options, value, onChange, error }: ChoiceProps) {
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choiceRow}>
        {options.map(([key, label]) => (
          <label key={key} className={styles.choice}>
            <input
              className={styles.radio}
              type="radio"
              name={name}
              checked={value === key}
              onChange={() => onChange(key)}
            />
            {label}
          </label>
        ))}
      </div>
      {error ? <p className={styles.alert}>{error}</p> : null}
    </fieldset>
  );
}

/** The mobile is read only here: it changes through its own confirmed flow (a page on a phone, a dialog on a desktop). */
function MobileRow({ mobile, onChange }: { mobile: string; onChange: () => void }) {
  const phone = useIsPhone();
  return (
    <div className={`${styles.readOnly} ${styles.wide}`}>
      <div>
        <p className={styles.readOnlyLabel}>شماره موبایل</p>
        <p className={styles.ltrValue}>{toPersianDigits(`0${mobile.slice(2)}`)}</p>
      </div>
      {phone ? (
        <Link className={styles.link} to="/profile/change-phone-number">
          تغییر شماره موبایل
        </Link>
      ) : (
        <Button variant="secondary" size="medium" onClick={onChange}>
          تغییر شماره موبایل
        </Button>
      )}
    </div>
  );
}

/**
 * Account information: on a desktop one page with every section; on a phone the menu of the
 * section pages, each with what it holds.
 */
export function AccountInfoScreen() {
  const phone = useIsPhone();
  const saved = useQuery(profileQuery());
  if (!phone) return <ProfileForms sections={['personal', 'contact', 'address']} />;
  const data = saved.data;
  const pages = [
    {
      to: '/profile/personal-info',
      title: SECTION_TITLES.personal,
      line: data
        ? `${data.first_name} ${data.last_name}${data.company_name ? ` — ${data.company_name}` : ''}`
        : '',
    },
    {
      to: '/profile/contact-info',
      title: SECTION_TITLES.contact,
      line: data ? toPersianDigits(`0${data.mobile.slice(2)}`) : '',
    },
    { to: '/profile/address-info', title: SECTION_TITLES.address, line: data?.address ?? '' },
  ] as const;
  return (
    <ul className={styles.menu}>
      {pages.map((page) => (
        <li key={page.to}>
          <Link className={styles.menuLink} to={page.to}>
            {page.title}
            {page.line ? <span className={styles.muted}>{page.line}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
