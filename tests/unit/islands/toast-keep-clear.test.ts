import { describe, expect, it } from 'vitest';
import { CLEAR_GAP_PX, clearShift, type Box } from '../../../src/islands/toaster/keep-clear';

/** Where the toasts go to keep clear of the controls in use (src/islands/toaster/keep-clear.ts). */
const box = (top: number, bottom: number, left = 860, right = 1280): Box => ({ top, bottom, left, right });

describe('toasts along their side of the screen', () => {
  it('stay where they are when they cover nothing', () => {
    expect(clearShift(box(600, 710), [box(400, 500, 850, 1000)], 720, true)).toBe(0);
  });

  it('on a large screen, move up above controls they would cover, no further', () => {
    const addToCart = box(560, 600, 850, 1000);
    expect(clearShift(box(600, 710), [addToCart], 720, true)).toBe(560 - CLEAR_GAP_PX - 710);
  });

  it('find the room between two controls before going above both', () => {
    const upper = box(100, 200, 850, 1000);
    const lower = box(620, 660, 850, 1000);
    const shift = clearShift(box(600, 710), [upper, lower], 720, true);
    expect(710 + shift).toBe(620 - CLEAR_GAP_PX);
    expect(600 + shift).toBeGreaterThanOrEqual(200 + CLEAR_GAP_PX);
  });

  it('on a phone, move down below controls at the top of the screen', () => {
    const phone = (top: number, bottom: number) => box(top, bottom, 0, 375);
    expect(clearShift(phone(0, 130), [phone(125, 170)], 667, false)).toBe(170 + CLEAR_GAP_PX);
  });

  it('ignore controls beside their column or off screen', () => {
    expect(clearShift(box(600, 710), [box(620, 660, 100, 400), box(800, 900, 850, 1000)], 720, true)).toBe(0);
  });

  it('stay put when no place along their side is clear', () => {
    expect(clearShift(box(0, 600), [box(300, 350, 850, 1000)], 667, false)).toBe(0);
  });
});
