// The recipient banks of the sends to the provider's numbers: Iran's 31 provinces with their
// centres and a few counties and cities each (names written by hand), business categories and
// sub-categories, Irancell tower areas and postal-code areas, each with a deterministic count of the
// numbers the provider's bank holds there. The numbers themselves are generated from the area's key
// (send/recipient-banks.ts), so a fresh database needs no million-row seed.

/** [province, [[county, [cities…]], …]]; the province's centre is the first city of its first county. */
export const GEOGRAPHY: readonly (readonly [string, readonly (readonly [string, readonly string[]])[]])[] = [
  [
    'آذربایجان شرقی',
    [
      ['تبریز', ['تبریز', 'باسمنج', 'خسروشاه']],
      ['مراغه', ['مراغه']],
      ['مرند', ['مرند', 'یامچی']],
      ['اهر', ['اهر']],
    ],
  ],
  [
    'آذربایجان غربی',
    [
      ['ارومیه', ['ارومیه', 'سیلوانه']],
      ['خوی', ['خوی']],
      ['مهاباد', ['مهاباد']],
      ['میاندوآب', ['میاندوآب']],
    ],
  ],
  [
    'اردبیل',
    [
      ['اردبیل', ['اردبیل', 'هیر']],
      ['پارس‌آباد', ['پارس‌آباد']],
      ['مشگین‌شهر', ['مشگین‌شهر']],
      ['خلخال', ['خلخال']],
    ],
  ],
  [
    'اصفهان',
    [
      ['اصفهان', ['اصفهان', 'بهارستان']],
      ['کاشان', ['کاشان']],
      ['نجف‌آباد', ['نجف‌آباد']],
      ['خمینی‌شهر', ['خمینی‌شهر']],
      ['شاهین‌شهر و میمه', ['شاهین‌شهر', 'میمه']],
    ],
  ],
  [
    'البرز',
    [
      ['کرج', ['کرج', 'ماهدشت', 'مشکین‌دشت']],
      ['فردیس', ['فردیس']],
      ['نظرآباد', ['نظرآباد']],
      ['ساوجبلاغ', ['هشتگرد']],
    ],
  ],
  [
    'ایلام',
    [
      ['ایلام', ['ایلام']],
      ['دهلران', ['دهلران']],
      ['مهران', ['مهران']],
      ['آبدانان', ['آبدانان']],
    ],
  ],
  [
    'بوشهر',
    [
      ['بوشهر', ['بوشهر', 'چغادک']],
      ['دشتستان', ['برازجان']],
      ['کنگان', ['کنگان']],
      ['گناوه', ['گناوه']],
    ],
  ],
  [
    'تهران',
    [
      ['تهران', ['تهران']],
      ['شمیرانات', ['لواسان', 'فشم']],
      ['اسلامشهر', ['اسلامشهر']],
      ['ورامین', ['ورامین']],
      ['شهریار', ['شهریار', 'اندیشه']],
      ['دماوند', ['دماوند', 'رودهن']],
      ['پردیس', ['پردیس']],
    ],
  ],
  [
    'چهارمحال و بختیاری',
    [
      ['شهرکرد', ['شهرکرد']],
      ['بروجن', ['بروجن']],
      ['فارسان', ['فارسان']],
      ['لردگان', ['لردگان']],
    ],
  ],
  [
    'خراسان جنوبی',
    [
      ['بیرجند', ['بیرجند']],
      ['قائنات', ['قائن']],
      ['طبس', ['طبس']],
      ['فردوس', ['فردوس']],
    ],
  ],
  [
    'خراسان رضوی',
    [
      ['مشهد', ['مشهد']],
      ['نیشابور', ['نیشابور']],
      ['سبزوار', ['سبزوار']],
      ['تربت حیدریه', ['تربت حیدریه']],
      ['قوچان', ['قوچان']],
    ],
  ],
  [
    'خراسان شمالی',
    [
      ['بجنورد', ['بجنورد']],
      ['شیروان', ['شیروان']],
      ['اسفراین', ['اسفراین']],
    ],
  ],
  [
    'خوزستان',
    [
      ['اهواز', ['اهواز']],
      ['آبادان', ['آبادان']],
      ['خرمشهر', ['خرمشهر']],
      ['دزفول', ['دزفول']],
      ['ماهشهر', ['بندر ماهشهر', 'بندر امام خمینی']],
    ],
  ],
  [
    'زنجان',
    [
      ['زنجان', ['زنجان']],
      ['ابهر', ['ابهر']],
      ['خدابنده', ['قیدار']],
      ['خرمدره', ['خرمدره']],
    ],
  ],
  [
    'سمنان',
    [
      ['سمنان', ['سمنان']],
      ['شاهرود', ['شاهرود']],
      ['دامغان', ['دامغان']],
      ['گرمسار', ['گرمسار']],
    ],
  ],
  [
    'سیستان و بلوچستان',
    [
      ['زاهدان', ['زاهدان']],
      ['زابل', ['زابل']],
      ['چابهار', ['چابهار']],
      ['ایرانشهر', ['ایرانشهر']],
    ],
  ],
  [
    'فارس',
    [
      ['شیراز', ['شیراز']],
      ['مرودشت', ['مرودشت']],
      ['کازرون', ['کازرون']],
      ['جهرم', ['جهرم']],
      ['فسا', ['فسا']],
    ],
  ],
  [
    'قزوین',
    [
      ['قزوین', ['قزوین']],
      ['تاکستان', ['تاکستان']],
      ['البرز', ['الوند']],
      ['بوئین‌زهرا', ['بوئین‌زهرا']],
    ],
  ],
  ['قم', [['قم', ['قم', 'قنوات', 'جعفریه']]]],
  [
    'کردستان',
    [
      ['سنندج', ['سنندج']],
      ['سقز', ['سقز']],
      ['مریوان', ['مریوان']],
      ['بانه', ['بانه']],
    ],
  ],
  [
    'کرمان',
    [
      ['کرمان', ['کرمان']],
      ['رفسنجان', ['رفسنجان']],
      ['سیرجان', ['سیرجان']],
      ['بم', ['بم']],
      ['جیرفت', ['جیرفت']],
    ],
  ],
  [
    'کرمانشاه',
    [
      ['کرمانشاه', ['کرمانشاه']],
      ['اسلام‌آباد غرب', ['اسلام‌آباد غرب']],
      ['کنگاور', ['کنگاور']],
      ['هرسین', ['هرسین']],
    ],
  ],
  [
    'کهگیلویه و بویراحمد',
    [
      ['بویراحمد', ['یاسوج']],
      ['کهگیلویه', ['دهدشت']],
      ['گچساران', ['دوگنبدان']],
    ],
  ],
  [
    'گلستان',
    [
      ['گرگان', ['گرگان']],
      ['گنبد کاووس', ['گنبد کاووس']],
      ['علی‌آباد کتول', ['علی‌آباد کتول']],
      ['ترکمن', ['بندر ترکمن']],
    ],
  ],
  [
    'گیلان',
    [
      ['رشت', ['رشت', 'خمام']],
      ['بندر انزلی', ['بندر انزلی']],
      ['لاهیجان', ['لاهیجان']],
      ['لنگرود', ['لنگرود']],
      ['آستارا', ['آستارا']],
    ],
  ],
  [
    'لرستان',
    [
      ['خرم‌آباد', ['خرم‌آباد']],
      ['بروجرد', ['بروجرد']],
      ['دورود', ['دورود']],
      ['الیگودرز', ['الیگودرز']],
    ],
  ],
  [
    'مازندران',
    [
      ['ساری', ['ساری']],
      ['بابل', ['بابل']],
      ['آمل', ['آمل']],
      ['قائم‌شهر', ['قائم‌شهر']],
      ['نوشهر', ['نوشهر']],
    ],
  ],
  [
    'مرکزی',
    [
      ['اراک', ['اراک']],
      ['ساوه', ['ساوه']],
      ['خمین', ['خمین']],
      ['محلات', ['محلات']],
    ],
  ],
  [
    'هرمزگان',
    [
      ['بندرعباس', ['بندرعباس']],
      ['قشم', ['قشم']],
      ['میناب', ['میناب']],
      ['بندر لنگه', ['بندر لنگه']],
    ],
  ],
  [
    'همدان',
    [
      ['همدان', ['همدان']],
      ['ملایر', ['ملایر']],
      ['نهاوند', ['نهاوند']],
      ['تویسرکان', ['تویسرکان']],
    ],
  ],
  [
    'یزد',
    [
      ['یزد', ['یزد']],
      ['میبد', ['میبد']],
      ['اردکان', ['اردکان']],
      ['تفت', ['تفت']],
    ],
  ],
];

/** Business categories and their sub-categories (sends to business categories). */
export const JOBS: readonly (readonly [string, readonly string[]])[] = [
  ['خوراک و رستوران', ['رستوران', 'کافه', 'فست‌فود', 'شیرینی‌فروشی']],
  ['پوشاک و مد', ['پوشاک زنانه', 'پوشاک مردانه', 'کیف و کفش']],
  ['سلامت و پزشکی', ['پزشک عمومی', 'دندان‌پزشکی', 'داروخانه', 'آزمایشگاه']],
  ['آموزش', ['آموزشگاه زبان', 'آموزشگاه رانندگی', 'مدرسه غیرانتفاعی']],
  ['خودرو', ['نمایشگاه خودرو', 'تعمیرگاه', 'لوازم یدکی']],
  ['املاک و ساختمان', ['مشاور املاک', 'مصالح ساختمانی', 'دکوراسیون داخلی']],
  ['زیبایی و آرایشی', ['آرایشگاه زنانه', 'آرایشگاه مردانه', 'لوازم آرایشی']],
  ['خدمات مالی و حقوقی', ['دفتر اسناد رسمی', 'دفتر وکالت', 'نمایندگی بیمه']],
];

/** Irancell tower areas by province (index into GEOGRAPHY, 1-based). */
export const TOWER_AREAS: readonly (readonly [number, string])[] = [
  [8, 'تهران، ونک'],
  [8, 'تهران، تجریش'],
  [8, 'تهران، میدان آزادی'],
  [8, 'تهران، بازار بزرگ'],
  [8, 'تهران، شهرک غرب'],
  [8, 'تهران، نارمک'],
  [4, 'اصفهان، میدان نقش جهان'],
  [4, 'اصفهان، چهارباغ'],
  [11, 'مشهد، حرم مطهر'],
  [11, 'مشهد، وکیل‌آباد'],
  [17, 'شیراز، خیابان زند'],
  [17, 'شیراز، معالی‌آباد'],
  [1, 'تبریز، ائل‌گلی'],
  [1, 'تبریز، بازار تبریز'],
  [5, 'کرج، گوهردشت'],
  [5, 'کرج، عظیمیه'],
];

const TEHRAN_CITY_COUNT = 1_500_000;
const sqlText = (s: string) => `'${s.replace(/'/g, "''")}'`;

function geographySql(): string {
  const provinces: string[] = [];
  const counties: string[] = [];
  const cities: string[] = [];
  const postal: string[] = [];
  let countyId = 0;
  let cityId = 0;
  GEOGRAPHY.forEach(([province, countyList], p) => {
    const provinceId = p + 1;
    const centre = countyList[0]?.[1][0] ?? province;
    provinces.push(`(${provinceId}, ${sqlText(province)}, ${sqlText(centre)})`);
    countyList.forEach(([county, cityList], k) => {
      countyId++;
      counties.push(`(${countyId}, ${provinceId}, ${sqlText(county)})`);
      cityList.forEach((city, c) => {
        cityId++;
        const isCentre = k === 0 && c === 0;
        // Deterministic bank sizes: a province's centre holds far more numbers than a small town.
        const count =
          provinceId === 8 && city === 'تهران'
            ? TEHRAN_CITY_COUNT
            : isCentre
              ? 60_000 + ((cityId * 7_919) % 140_000)
              : 3_000 + ((cityId * 104_729) % 37_000);
        cities.push(`(${cityId}, ${provinceId}, ${countyId}, ${sqlText(city)}, ${count})`);
        // Synthetic 5-digit postal areas, two per city (not the real national postal map).
        for (let a = 0; a < 2; a++) {
          const code = String(10_000 + (((cityId * 2 + a) * 1_237) % 90_000));
          postal.push(`(${sqlText(code)}, ${cityId}, ${800 + ((cityId * 31 + a * 977) % 9_000)})`);
        }
      });
    });
  });
  return `
    insert into provinces (id, name, center) values ${provinces.join(',\n')};
    insert into counties (id, province_id, name) values ${counties.join(',\n')};
    insert into cities (id, province_id, county_id, name, number_count) values ${cities.join(',\n')};
    insert into postal_code_areas (code, city_id, number_count) values ${postal.join(',\n')};
  `;
}

function jobsSql(): string {
  const categories: string[] = [];
  const subs: string[] = [];
  let subId = 0;
  JOBS.forEach(([category, list], i) => {
    categories.push(`(${i + 1}, ${sqlText(category)})`);
    for (const sub of list) {
      subId++;
      subs.push(`(${subId}, ${i + 1}, ${sqlText(sub)}, ${1_500 + ((subId * 7_927) % 28_000)})`);
    }
  });
  return `
    insert into job_categories (id, title) values ${categories.join(',\n')};
    insert into job_sub_categories (id, category_id, title, number_count) values ${subs.join(',\n')};
  `;
}

function towersSql(): string {
  const rows = TOWER_AREAS.map(
    ([province, name], i) =>
      `(${i + 1}, ${province}, ${sqlText(name)}, ${2_500 + (((i + 1) * 6_121) % 22_000)})`,
  );
  return `insert into tower_areas (id, province_id, name, number_count) values ${rows.join(',\n')};`;
}

export const banksSql = `
  create table provinces (
    id integer primary key,
    name text not null,
    center text not null
  );
  create table counties (
    id integer primary key,
    province_id integer not null references provinces (id),
    name text not null
  );
  create index counties_province on counties (province_id);
  create table cities (
    id integer primary key,
    province_id integer not null references provinces (id),
    county_id integer not null references counties (id),
    name text not null,
    number_count integer not null
  );
  create index cities_county on cities (county_id);
  create table postal_code_areas (
    code text primary key,
    city_id integer not null references cities (id),
    number_count integer not null
  );
  create table job_categories (
    id integer primary key,
    title text not null
  );
  create table job_sub_categories (
    id integer primary key,
    category_id integer not null references job_categories (id),
    title text not null,
    number_count integer not null
  );
  create table tower_areas (
    id integer primary key,
    province_id integer not null references provinces (id),
    name text not null,
    number_count integer not null
  );
  ${geographySql()}
  ${jobsSql()}
  ${towersSql()}
`;
