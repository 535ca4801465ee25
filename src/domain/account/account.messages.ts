// The Persian messages of the profile and of changing the mobile.
export const accountMessages = {
  profileSaved: 'اطلاعات حساب ذخیره شد',
  /** An edit made on an older copy of the profile (offline, or in another tab). */
  profileChanged: 'اطلاعات حساب پس از آنکه ویرایشش را شروع کردید تغییر کرده است',
  codeSentToOld: 'کد تأیید به شماره موبایل فعلی شما پیامک شد',
  codeSentToNew: 'کد تأیید به شماره موبایل جدید پیامک شد',
  oldMobileConfirmed: 'شماره موبایل فعلی تأیید شد؛ شماره جدید را وارد کنید',
  mobileChanged: 'شماره موبایل شما تغییر کرد',
  sameMobile: 'این شماره همان شماره موبایل فعلی شماست',
  mobileTaken: 'این شماره موبایل متعلق به حساب کاربری دیگری است',
  /** The flow's token is unknown, finished, or its steps were taken out of order. */
  changeUnknown: 'درخواست تغییر شماره موبایل معتبر نیست؛ از ابتدا شروع کنید',
  oldNotConfirmed: 'ابتدا کد ارسال‌شده به شماره موبایل فعلی را تأیید کنید',
  newNotSent: 'ابتدا شماره موبایل جدید را وارد کنید',
  registryUnavailable: 'سامانه استعلام هویت در دسترس نیست؛ لحظاتی دیگر دوباره تلاش کنید',
} as const;
