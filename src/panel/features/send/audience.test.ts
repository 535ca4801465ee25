import { describe, expect, it } from 'vitest';
import { bankMessages } from '../../../domain/index.ts';
import {
  ANY_AUDIENCE,
  audienceParams,
  audienceProblem,
  countPart,
  numberPrefix,
  operatorParam,
  operatorRanges,
  rangeNumber,
  slicedTotal,
} from './audience.ts';

const counts = { mci_count: 100, irancell_count: 40, other_count: 7 };

describe('the filters as typed', () => {
  it('reads a prefix in any form from its 9, 2 to 6 digits', () => {
    expect(numberPrefix('')).toBe('');
    expect(numberPrefix('۰۹۱۲')).toBe('912');
    expect(numberPrefix('+98935')).toBe('935');
    expect(numberPrefix('9')).toBeNull();
    expect(numberPrefix('0812')).toBeNull();
    expect(numberPrefix('9123456')).toBeNull();
  });

  it('reads a start or size as a whole number from 0', () => {
    expect(rangeNumber('')).toBe('');
    expect(rangeNumber('۰')).toBe(0);
    expect(rangeNumber('25')).toBe(25);
    expect(rangeNumber('-1')).toBeNull();
    expect(rangeNumber('2.5')).toBeNull();
  });

  it('names the first problem: years, then prefix, then the slice', () => {
    expect(audienceProblem(ANY_AUDIENCE)).toBeNull();
    expect(audienceProblem({ ...ANY_AUDIENCE, yearTo: '1200', prefix: '8' })).toBe(
      bankMessages.invalidBirthYear,
    );
    expect(audienceProblem({ ...ANY_AUDIENCE, prefix: '8' })).toBe(bankMessages.invalidPrefix);
    expect(audienceProblem({ ...ANY_AUDIENCE, size: 'ده' })).toBe(bankMessages.invalidRange);
  });
});

describe('the filters as the published bodies write them', () => {
  it('writes nothing for everyone', () => {
    expect(audienceParams(ANY_AUDIENCE)).toEqual({});
    expect(operatorParam(ANY_AUDIENCE)).toEqual({});
    expect(countPart(ANY_AUDIENCE)).toEqual({ filter: {} });
  });

  it('writes a country or postal-code param: bank, pre, gender, birth years and the operator named', () => {
    const filter = {
      ...ANY_AUDIENCE,
      white: true,
      prefix: '0912',
      gender: '2',
      yearFrom: '۱۳۶۰',
      yearTo: '1380',
      operator: '1',
      size: '50',
    };
    expect(audienceParams(filter)).toEqual({
      bank: 'white',
      pre: 912,
      gender: 2,
      age_from: 1360,
      age_to: 1380,
      mci: { start: 0, size: 50 },
    });
    expect(countPart(filter)).toEqual({
      filter: {
        gender: 2,
        birth_year_from: 1360,
        birth_year_to: 1380,
        number_prefix: '912',
        white_only: true,
      },
      ranges: { mci: { start: 0, size: 50 }, irancell: undefined, other: undefined },
    });
  });

  it('gives every operator the slice when none is chosen', () => {
    const filter = { ...ANY_AUDIENCE, start: '10' };
    expect(operatorRanges(filter)).toEqual({
      mci: { start: 10 },
      irancell: { start: 10 },
      other: { start: 10 },
    });
    expect(operatorParam(filter)).toEqual({ operator: [{ start: 10 }] });
  });

  it('writes a job param’s operator by its published id', () => {
    expect(operatorParam({ ...ANY_AUDIENCE, operator: '13', start: '2', size: '3' })).toEqual({
      operator: [{ id: 13, start: 2, size: 3 }],
    });
    expect(operatorParam({ ...ANY_AUDIENCE, operator: '2' })).toEqual({ operator: [{ id: 2, start: 0 }] });
  });
});

describe('slicedTotal (a per-operator count through the operator slice)', () => {
  it('adds every operator when no slice is given', () => {
    expect(slicedTotal(counts, ANY_AUDIENCE)).toBe(147);
  });

  it('keeps the chosen operator only', () => {
    expect(slicedTotal(counts, { ...ANY_AUDIENCE, operator: '2' })).toBe(40);
  });

  it('skips `start` and takes at most `size` of each operator', () => {
    expect(slicedTotal(counts, { ...ANY_AUDIENCE, start: '30', size: '20' })).toBe(20 + 10 + 0);
    expect(slicedTotal(counts, { ...ANY_AUDIENCE, operator: '13', start: '5' })).toBe(2);
    expect(slicedTotal(counts, { ...ANY_AUDIENCE, size: '0' })).toBe(0);
  });
});
