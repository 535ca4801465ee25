import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../core/limits.ts';
import { documentKindOf, identityImageProblem, sniffImageType } from './documents.rules.ts';

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => new TextEncoder().encode(s);

describe('sniffImageType', () => {
  it('knows a JPG, a PNG and both GIFs by their first bytes', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0))).toBe('image/jpeg');
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffImageType(text('GIF87a..'))).toBe('image/gif');
    expect(sniffImageType(text('GIF89a..'))).toBe('image/gif');
  });

  it('refuses text, an SVG, a truncated or altered start, and nothing at all', () => {
    expect(sniffImageType(text('hello.png'))).toBeNull();
    expect(sniffImageType(text('<svg xmlns'))).toBeNull();
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b))).toBeNull();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImageType(text('GIF88a..'))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
  });
});

describe('identityImageProblem', () => {
  const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
  it('takes an image of up to 2 MB and refuses one byte more, an empty file and a non-image', () => {
    expect(identityImageProblem(png, MAX_IMAGE_BYTES)).toBeNull();
    expect(identityImageProblem(png, MAX_IMAGE_BYTES + 1)).toBe('size');
    expect(identityImageProblem(bytes(), 0)).toBe('empty');
    expect(identityImageProblem(text('not an image'), 100)).toBe('type');
  });
});

describe('documentKindOf', () => {
  it('asks a real person for a national card and a legal person for the registration notice', () => {
    expect(documentKindOf('real')).toBe('national_card');
    expect(documentKindOf('legal')).toBe('registration_notice');
  });
});
