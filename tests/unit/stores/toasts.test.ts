import { beforeEach, describe, expect, it } from 'vitest';
import { $toasts, dismissToast, dismissToasts, toast } from '../../../src/stores/toasts';

beforeEach(() => $toasts.set([]));

describe('toast store', () => {
  it('never holds more than 5, newest first, default variant for 5 s', () => {
    for (let i = 1; i <= 7; i++) toast({ title: `Toast ${i}` });
    expect($toasts.get().map((t) => t.title)).toEqual(['Toast 7', 'Toast 6', 'Toast 5', 'Toast 4', 'Toast 3']);
    expect($toasts.get()[0]).toMatchObject({ variant: 'default', duration: 5000 });
  });

  it('dismisses one by id', () => {
    const id = toast({ title: 'Error', variant: 'destructive' });
    toast({ title: 'Other' });
    dismissToast(id);
    expect($toasts.get().map((t) => t.title)).toEqual(['Other']);
  });

  it('a toast about the same thing replaces the last instead of piling up, and is cleared once put right', () => {
    toast({ title: 'Added' });
    for (let i = 0; i < 5; i++) toast({ title: 'Account temporarily locked', variant: 'destructive', key: 'login' });
    expect($toasts.get().map((t) => t.title)).toEqual(['Account temporarily locked', 'Added']);
    dismissToasts('login');
    expect($toasts.get().map((t) => t.title)).toEqual(['Added']);
  });
});
